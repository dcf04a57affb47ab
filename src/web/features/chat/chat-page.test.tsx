import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { mockFetch, profileOrNotFound, serveApi } from '@/web/test/fetch-mock';
import { ChatPage } from './chat-page';
import { openDialog } from '@/web/test/open-dialog';

const CONVERSATION = '5c000000-0000-4000-8000-000000000001';
const fetchMock = mockFetch({ signedIn: true });
/** What POST /api/chat answers next (a Response, or a thrown error for an unreachable server). */
let chatAnswer: () => Promise<Response> | Response;
/** The reply the server saved (what a reopened conversation shows). */
let savedReply: { content: string; provider: string };

const ndjson = (...lines: object[]) =>
  new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
    status: 200,
    headers: { 'content-type': 'application/x-ndjson' },
  });
const chatCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/chat?stream=1'));
const sentBody = (index = 0) => JSON.parse(String(chatCalls()[index]![1].body));

beforeEach(() => {
  savedReply = { content: 'Hello there', provider: 'perplexity' };
  chatAnswer = () =>
    ndjson(
      { delta: 'Hello ' },
      { delta: 'there' },
      { reply: 'Hello there', provider: 'perplexity', conversationId: CONVERSATION },
    );
  serveApi(fetchMock, async (method, url) => {
    if (url === '/api/chat/conversations' && method === 'GET') {
      return jsonResponse(200, { conversations: [] });
    }
    if (url === `/api/chat/conversations/${CONVERSATION}`) {
      // What the server saved: the last question sent and the default reply.
      const last = chatCalls().at(-1);
      const asked = last ? sentBody(chatCalls().length - 1).messages : [];
      return jsonResponse(200, {
        id: CONVERSATION,
        title: 'Hi',
        updatedAt: '2026-01-01',
        messages: [
          ...asked.map((m: object) => ({ ...m, provider: null })),
          { role: 'assistant', ...savedReply },
        ],
      });
    }
    if (url === '/api/documents') return jsonResponse(200, { documents: [] });
    if (url.startsWith('/api/chat?stream=1')) return chatAnswer();
    if (url === '/functions/v1/rag-ingest') {
      return jsonResponse(200, { document_id: 'doc-1', inserted_chunks: 3 });
    }
    return profileOrNotFound(url, 'parent');
  });
});

const renderChat = () => renderApp([{ path: '/chat', element: <ChatPage /> }], '/chat');
const messageBox = () => screen.getByPlaceholderText('Type your message...');

describe('ChatPage', () => {
  it('shows the screen of the spec: title, the five providers, pickers, empty list, disabled buttons', async () => {
    renderChat();
    expect(await screen.findByRole('heading', { name: 'Chat with AI' })).toBeInTheDocument();
    const provider = screen.getByLabelText('Provider');
    expect(
      within(provider)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Perplexity AI', 'RAG (Docs)', 'Supabase DB', 'OpenAI', 'Hugging Face (Mistral)']);
    expect(provider).toHaveValue('perplexity');
    expect(screen.getByText(/Chosen:/)).toBeInTheDocument();
    expect(screen.getByLabelText('Send an image to describe')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Document (.txt, .md, .pdf)')).toHaveAttribute(
      'accept',
      '.txt,.md,.pdf',
    );
    expect(screen.getByText('Start the conversation...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.setup().type(messageBox(), '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('Enter sends the history; the streamed reply shows and Chosen names who answered', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = chatAnswer;
    chatAnswer = async () => {
      await held;
      return first();
    };
    renderChat();
    const user = userEvent.setup();
    await user.type(messageBox(), 'Hi there{Enter}');
    expect(await screen.findByText('AI is typing...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(sentBody()).toEqual({
      messages: [{ role: 'user', content: 'Hi there' }],
      provider: 'perplexity',
    });
    release();
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(screen.queryByText('AI is typing...')).not.toBeInTheDocument();
    expect(screen.getByText(/Chosen:/)).toHaveTextContent('Chosen: perplexity');
    expect(messageBox()).toHaveValue('');

    // The next message carries the whole history and the conversation.
    await user.type(messageBox(), 'Tell me about the database{Enter}');
    await waitFor(() => expect(chatCalls()).toHaveLength(2));
    expect(sentBody(1)).toEqual({
      messages: [
        { role: 'user', content: 'Hi there' },
        { role: 'assistant', content: 'Hello there' },
        { role: 'user', content: 'Tell me about the database' },
      ],
      provider: 'db',
      conversationId: CONVERSATION,
    });
  });

  it('Shift+Enter makes a new line and sends nothing', async () => {
    renderChat();
    const user = userEvent.setup();
    await user.type(messageBox(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(messageBox()).toHaveValue('line one\nline two');
    expect(chatCalls()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(chatCalls()).toHaveLength(1));
    expect(sentBody().messages[0].content).toBe('line one\nline two');
  });

  it.each([
    [
      'the error of the answer',
      () =>
        jsonResponse(503, {
          error: { code: 'UNAVAILABLE', message: 'No general AI provider is configured' },
        }),
      'No general AI provider is configured',
    ],
    [
      'an error line of the stream',
      () => ndjson({ error: { code: 'UNAVAILABLE', message: 'OpenAI is busy right now' } }),
      'OpenAI is busy right now',
    ],
    ['No reply from AI', () => jsonResponse(200, {}), 'No reply from AI'],
    ['Network error', () => Promise.reject(new TypeError('Failed to fetch')), 'Network error'],
  ])('shows %s in the red error line', async (_, answer, text) => {
    chatAnswer = answer;
    renderChat();
    const user = userEvent.setup();
    await user.type(messageBox(), 'Hello{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveClass('text-red-600');
    // The question stays in the list; Send works again once text is typed.
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await user.type(messageBox(), 'x');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('renders a reply as Markdown and lets no HTML of it reach the page', async () => {
    const reply =
      '**Bold** and [a link](https://example.org)\n\n<img src="x" onerror="alert(1)"><script>alert(1)</script>\n\n[bad](javascript:alert(1))';
    chatAnswer = () => ndjson({ reply, provider: 'openai', conversationId: CONVERSATION });
    // The conversation as saved holds this reply too: reloading it after the answer changes nothing.
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === `/api/chat/conversations/${CONVERSATION}`
        ? jsonResponse(200, {
            id: CONVERSATION,
            title: 'Format please',
            updatedAt: '2026-01-01',
            messages: [
              { role: 'user', content: 'Format please', provider: null },
              { role: 'assistant', content: reply, provider: 'openai' },
            ],
          })
        : base(url, init),
    );
    const { container } = renderChat();
    const user = userEvent.setup();
    await user.type(messageBox(), 'Format please{Enter}');
    expect(await screen.findByText('Bold')).toContainHTML('<strong>Bold</strong>');
    expect(screen.getByRole('link', { name: 'a link' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('bad').getAttribute('href') ?? '').not.toMatch(/javascript/);
  });

  it("shows a document's images as links, never loading them (no tracking pixel)", async () => {
    const reply =
      "From the school's documents:\n\n[1] Trip notice ![x](https://tracker.example/p.gif) and ![](https://tracker.example/q.png)\n\nSources:\n[1] notice.pdf";
    chatAnswer = () => ndjson({ reply, provider: 'rag', conversationId: CONVERSATION });
    savedReply = { content: reply, provider: 'rag' };
    const { container } = renderChat();
    const user = userEvent.setup();
    await user.type(messageBox(), 'Trip?{Enter}');
    // The reply as streamed, then as saved (the reopened conversation): both show the links.
    await waitFor(() => {
      const link = screen.getByRole('link', { name: 'Image: x' });
      expect(link).toHaveAttribute('href', 'https://tracker.example/p.gif');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      expect(
        screen.getByRole('link', { name: 'Image: https://tracker.example/q.png' }),
      ).toBeInTheDocument();
    });
    expect(container.querySelector('img[src="https://tracker.example/p.gif"]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('Upload is enabled with a file; success says so and makes rag the default choice', async () => {
    renderChat();
    const user = userEvent.setup();
    const upload = await screen.findByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await user.upload(
      screen.getByLabelText('Document (.txt, .md, .pdf)'),
      new File(['# Handbook\n\nThe bus leaves at 7:15.'], 'handbook.md', { type: 'text/markdown' }),
    );
    expect(upload).toBeEnabled();
    await user.click(upload);
    expect(await screen.findByText('Document uploaded: doc-1, chunks: 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Provider')).toHaveValue('rag');
    expect(upload).toBeDisabled();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/functions/v1/rag-ingest')!;
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    // A parent has no choice to make: their documents stay their own.
    expect((init.body as FormData).get('visibility')).toBe('private');
    expect(screen.queryByLabelText('Who can see it')).toBeNull();
    expect(screen.getByText('Only you can see the documents you upload.')).toBeInTheDocument();
    expect(new Headers(init.headers).get('authorization')).toMatch(/^Bearer /);

    await user.type(messageBox(), 'When does the bus leave?{Enter}');
    await waitFor(() => expect(chatCalls()).toHaveLength(1));
    expect(sentBody().provider).toBe('rag');
  });

  it('asks staff who may see an upload, only-you first', async () => {
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === '/api/profile' ? jsonResponse(200, makeProfile('teacher')) : base(url, init),
    );
    renderChat();
    const user = userEvent.setup();
    const who = await screen.findByLabelText('Who can see it');
    expect(who).toHaveValue('private');
    expect(
      within(who)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Only you', 'Staff', 'Everyone at the school']);
    await user.selectOptions(who, 'Staff');
    await user.upload(
      screen.getByLabelText('Document (.txt, .md, .pdf)'),
      new File(['# Rota\n\nDuty on Monday.'], 'rota.md', { type: 'text/markdown' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document uploaded: doc-1, chunks: 3')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/functions/v1/rag-ingest')!;
    expect((init.body as FormData).get('visibility')).toBe('staff');
  });

  it("an upload failure shows the server's words, or 'Upload error'", async () => {
    const base = fetchMock.getMockImplementation()!;
    let answer = jsonResponse(415, { error: { code: 'BAD_REQUEST', message: 'Only .txt' } });
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      url === '/functions/v1/rag-ingest' ? answer : base(url, init),
    );
    renderChat();
    const user = userEvent.setup();
    const picker = screen.getByLabelText('Document (.txt, .md, .pdf)');
    await user.upload(picker, new File(['x'], 'a.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only .txt');
    answer = new Response('oops', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Upload error'));
  });

  it('an image alone may be sent: multipart with the image, provider and history', async () => {
    chatAnswer = () =>
      ndjson({ reply: 'A red square', provider: 'openai', conversationId: CONVERSATION });
    renderChat();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Send an image to describe'),
      new File([new Uint8Array([137, 80, 78, 71])], 'square.png', { type: 'image/png' }),
    );
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText('A red square')).toBeInTheDocument();
    const form = chatCalls()[0]![1].body as FormData;
    expect(form.get('image')).toBeInstanceOf(File);
    expect(form.get('provider')).toBe('perplexity');
    expect(JSON.parse(String(form.get('messages')))).toEqual([{ role: 'user', content: '' }]);
    expect(screen.getByText('[Image: square.png]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

describe('ChatPage: chats and documents', () => {
  const doc = (id: string, title: string, canDelete: boolean) => ({
    id,
    title,
    kind: 'md',
    visibility: canDelete ? 'private' : 'school',
    chunks: 2,
    byteSize: 10,
    createdAt: '2026-01-01',
    canDelete,
  });

  /** The answer to New chat: the conversation it made, empty. */
  const newChatResponse = (id: string) =>
    jsonResponse(200, { id, title: 'New chat', updatedAt: '2026-01-03', messages: [] });

  it('opens the latest chat on load (a reload keeps it) and New chat starts an empty one', async () => {
    const base = fetchMock.getMockImplementation()!;
    const fresh = '5c000000-0000-4000-8000-000000000002';
    serveApi(fetchMock, async (method, url, init) => {
      if (url === '/api/chat/conversations' && method === 'GET') {
        return jsonResponse(200, {
          conversations: [{ id: CONVERSATION, title: 'Bus times', updatedAt: '2026-01-02' }],
        });
      }
      if (url === `/api/chat/conversations/${CONVERSATION}`) {
        return jsonResponse(200, {
          id: CONVERSATION,
          title: 'Bus times',
          updatedAt: '2026-01-02',
          messages: [
            { role: 'user', content: 'When is the bus?', provider: null },
            { role: 'assistant', content: 'At **7:15**.', provider: 'rag' },
          ],
        });
      }
      if (url === '/api/chat/conversations' && method === 'POST') {
        return newChatResponse(fresh);
      }
      return base(url, init);
    });
    renderChat();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('When is the bus?')).toBeInTheDocument();
    expect(within(log).getByText('7:15').tagName).toBe('STRONG');
    expect(screen.getByText(/Chosen:/)).toHaveTextContent('Chosen: rag');
    expect(screen.getByRole('button', { name: 'Bus times' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'New chat' }));
    expect(await within(log).findByText('Start the conversation...')).toBeInTheDocument();
    expect(screen.getByText(/Chosen:/)).toHaveTextContent('Chosen: —');
  });

  it('while New chat is making a conversation the box waits, so a question goes to the new one', async () => {
    const base = fetchMock.getMockImplementation()!;
    const fresh = '5c000000-0000-4000-8000-000000000003';
    let created!: () => void;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/chat/conversations' && init?.method === 'POST') {
        await new Promise<void>((resolve) => (created = resolve));
        return newChatResponse(fresh);
      }
      return base(url, init);
    });
    renderChat();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(messageBox()).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    created();
    await waitFor(() => expect(messageBox()).toBeEnabled());
    await user.type(messageBox(), 'Hi{Enter}');
    await waitFor(() => expect(chatCalls()).toHaveLength(1));
    expect(sentBody().conversationId).toBe(fresh);
  });

  it('lists the documents; delete only where allowed, after confirming', async () => {
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/documents') {
        return jsonResponse(200, {
          documents: [doc('d1', 'my-notes.md', true), doc('d2', 'policy.pdf', false)],
        });
      }
      if (url === '/api/documents/d1' && init?.method === 'DELETE') {
        return new Response(null, { status: 204 });
      }
      return base(url, init);
    });
    renderChat();
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(within(list).getByText('Only you')).toBeInTheDocument();
    expect(within(list).getByText('Everyone at the school')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete policy.pdf' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Delete my-notes.md', 'Delete document?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Document' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === '/api/documents/d1' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});

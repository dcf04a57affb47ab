import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { mockFetch, profileOrNotFound, serveApi } from '@/web/test/fetch-mock';
import { ChatPage } from './chat-page';

// Issue 19: 'Chosen:' names the provider that answered, or none; a sent image shows in the thread
// and its offline description is an ordinary reply.
const CONVERSATION = '5c000000-0000-4000-8000-000000000002';
const fetchMock = mockFetch({ signedIn: true });
let answers: (() => Response)[];

const ndjson = (...lines: object[]) =>
  new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
    status: 200,
    headers: { 'content-type': 'application/x-ndjson' },
  });

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:sent-image' }));
  serveApi(fetchMock, async (method, url) => {
    if (url === '/api/chat/conversations' && method === 'GET') {
      return jsonResponse(200, { conversations: [] });
    }
    if (url === '/api/documents') return jsonResponse(200, { documents: [] });
    if (url.startsWith('/api/chat?stream=1')) return answers.shift()!();
    return profileOrNotFound(url, 'parent');
  });
});

const renderChat = () => renderApp([{ path: '/chat', element: <ChatPage /> }], '/chat');
const chosen = () => screen.getByText(/^Chosen:/);

it("'Chosen:' shows the provider that answered, then none after a failure or a reply no provider gave", async () => {
  const user = userEvent.setup();
  answers = [
    () => ndjson({ reply: 'Hi', provider: 'rag', conversationId: CONVERSATION }),
    () => ndjson({ error: { code: 'UNAVAILABLE', message: 'OpenAI is busy right now' } }),
    () =>
      ndjson({
        reply: 'Perplexity AI is not set up at your school yet.',
        provider: null,
        conversationId: CONVERSATION,
      }),
  ];
  renderChat();
  const box = await screen.findByPlaceholderText('Type your message...');
  await user.type(box, 'First{Enter}');
  expect(await within(chosen()).findByText('rag')).toBeInTheDocument();
  await user.type(box, 'Second{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('OpenAI is busy right now');
  expect(chosen()).toHaveTextContent('Chosen: —');
  await user.type(box, 'Hello{Enter}');
  const log = screen.getByRole('log', { name: 'Messages' });
  expect(
    await within(log).findByText('Perplexity AI is not set up at your school yet.'),
  ).toBeInTheDocument();
  expect(chosen()).toHaveTextContent('Chosen: —');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('a sent image shows in the thread, and its offline description is an ordinary reply', async () => {
  const user = userEvent.setup();
  const description =
    'No AI model that can describe pictures is set up at your school, so the portal read the file itself.\n\nnotice.png: PNG, 1100×260 px';
  answers = [() => ndjson({ reply: description, provider: null, conversationId: CONVERSATION })];
  renderChat();
  await user.upload(
    await screen.findByLabelText('Send an image to describe'),
    new File(['png'], 'notice.png', { type: 'image/png' }),
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const log = screen.getByRole('log', { name: 'Messages' });
  expect(within(log).getByRole('img', { name: 'Sent image: notice.png' })).toHaveAttribute(
    'src',
    'blob:sent-image',
  );
  expect(await within(log).findByText(/notice\.png: PNG, 1100×260 px/)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(chosen()).toHaveTextContent('Chosen: —');
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Thread, ThreadPage } from '@/shared/schemas/messages';
import { errorResponse, itemPage, jsonResponse } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { callsTo, mockFetch, profileOrNotFound, serveApi } from '@/web/test/fetch-mock';
import { MessagesPage } from './messages-page';

const THREAD = '5d000000-0000-4000-8000-000000000001';
const TEACHER = '5e000000-0000-4000-8000-000000000001';
const SAM = '5f000000-0000-4000-8000-000000000001';
const fetchMock = mockFetch({ signedIn: true });

const thread = (bodies: string[]): Thread => ({
  id: THREAD,
  subject: 'Maths test',
  studentId: SAM,
  studentName: 'Sam Able',
  withNames: ['Thomas Reed'],
  hidden: false,
  mayReply: true,
  messages: bodies.map((body, index) => ({
    id: `5a000000-0000-4000-8000-00000000000${index}`,
    senderId: null,
    senderName: 'You',
    mine: true,
    body,
    sentAt: '2026-11-25T14:00:00.000Z',
    attachment: null,
    reads:
      index === 0
        ? [{ userId: TEACHER, name: 'Thomas Reed', readAt: '2026-11-25T15:00:00.000Z' }]
        : [],
  })),
});
let threads: ThreadPage;
let sent: string[];

beforeEach(() => {
  sent = ['<b>Is it on Friday?</b>'];
  threads = itemPage([]);
  serveApi(fetchMock, async (method, url, init) => {
    if (url.startsWith('/api/messages?view=')) return jsonResponse(200, threads);
    if (url === '/api/messages/unread') return jsonResponse(200, { unread: 0 });
    if (url.startsWith('/api/messages/contacts')) {
      return jsonResponse(200, {
        contacts: [
          {
            id: TEACHER,
            name: 'Thomas Reed',
            role: 'teacher',
            detail: 'Mathematics · Grade 10A',
            studentId: SAM,
            studentName: 'Sam Able',
          },
          {
            id: 'office',
            name: 'School office',
            role: 'office',
            detail: null,
            studentId: SAM,
            studentName: 'Sam Able',
          },
        ],
      });
    }
    if (url === '/api/messages' && method === 'POST') return jsonResponse(201, thread(sent));
    if (url === `/api/messages/${THREAD}/replies`) {
      sent.push(JSON.parse(String(init!.body)).body);
      return jsonResponse(201, thread(sent));
    }
    if (url === `/api/messages/${THREAD}`) return jsonResponse(200, thread(sent));
    return profileOrNotFound(url, 'parent');
  });
});

const renderPage = (path = '/parent/messages') =>
  renderApp([{ path: '/parent/messages', element: <MessagesPage /> }], path);

describe('MessagesPage', () => {
  it('says when there are no conversations, and when they could not be loaded', async () => {
    renderPage();
    expect(
      await screen.findByText('No messages yet. Start one with New message.'),
    ).toBeInTheDocument();
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/messages?view=')
        ? errorResponse(403, 'FORBIDDEN', 'Your role does not have access to this.')
        : profileOrNotFound(url, 'parent'),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hidden' }));
    expect(await screen.findByText(/The conversations could not be loaded/)).toBeInTheDocument();
  });

  it("opens 'New message' to the teacher of the link, sends it and shows the thread as text", async () => {
    renderPage(`/parent/messages?to=${TEACHER}&student=${SAM}`);
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('To')).toHaveValue(`${TEACHER}|${SAM}`),
    );
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Subject'), 'Maths test');
    await user.type(within(dialog).getByLabelText('Message'), '<b>Is it on Friday?</b>');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/messages')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/messages')[0]![1].body))).toEqual({
      recipients: TEACHER,
      studentId: SAM,
      subject: 'Maths test',
      body: '<b>Is it on Friday?</b>',
    });
    // The text shows as typed, never as HTML; the read time is shown.
    expect(await screen.findByText('<b>Is it on Friday?</b>')).toBeInTheDocument();
    expect(screen.getByText(/Read by Thomas Reed/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('Enter sends a reply, Shift+Enter makes a new line', async () => {
    renderPage(`/parent/messages?thread=${THREAD}`);
    const box = await screen.findByPlaceholderText('Write a reply...');
    const user = userEvent.setup();
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('Line one\nline two');
    await user.type(box, '{Enter}');
    expect(await screen.findByText(/Line one\s+line two/)).toBeInTheDocument();
    expect(sent.at(-1)).toBe('Line one\nline two');
    expect(box).toHaveValue('');
  });
});

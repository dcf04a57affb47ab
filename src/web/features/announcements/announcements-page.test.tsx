import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Announcement, SentAnnouncement } from '@/shared/schemas/announcements';
import { itemPage, jsonResponse } from '@/web/test/fixtures';
import { callsTo, mockFetch, profileOrNotFound, serveApi } from '@/web/test/fetch-mock';
import { renderScreen } from '@/web/test/render-app';
import { AnnouncementsPage } from './announcements-page';
import { openDialog } from '@/web/test/open-dialog';

const fetchMock = mockFetch({ signedIn: true });
const classId = '5c000000-0000-4000-8000-000000000001';
const item: Announcement = {
  id: '6a000000-0000-4000-8000-000000000001',
  title: 'Trip on Friday',
  body: 'Bring <b>wellies</b>.',
  authorName: 'Ms Teacher',
  createdAt: '2026-11-24T10:00:00.000Z',
  readAt: null,
};

function serve(role: 'parent' | 'teacher', feed: Announcement[], sent: SentAnnouncement[] = []) {
  serveApi(fetchMock, async (method, url, init) => {
    if (url.startsWith('/api/announcements?')) {
      return jsonResponse(200, { ...itemPage(feed), unread: feed.filter((a) => !a.readAt).length });
    }
    if (url.startsWith('/api/announcements/sent')) return jsonResponse(200, itemPage(sent));
    if (url === '/api/announcements/audiences') {
      return jsonResponse(200, {
        audiences: ['classes'],
        classes: [{ id: classId, name: 'Grade 10A Mathematics' }],
        grades: [],
      });
    }
    if (url.endsWith('/read') && method === 'POST') {
      feed = feed.map((a) => ({ ...a, readAt: '2026-11-24T11:00:00.000Z' }));
      return jsonResponse(200, feed[0]);
    }
    if (url === '/api/announcements' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      sent = [{ ...item, ...body, audienceLabel: 'Families of Grade 10A', recipients: 3, read: 0 }];
      return jsonResponse(201, sent[0]);
    }
    return profileOrNotFound(url, role);
  });
}

const render = () => renderScreen(<AnnouncementsPage />);

describe('AnnouncementsPage', () => {
  it('shows a parent the feed with unread marked; opening shows the text as text and marks it read', async () => {
    serve('parent', [item]);
    render();
    const title = await screen.findByRole('button', { name: 'Trip on Friday' });
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New announcement' })).not.toBeInTheDocument();
    await userEvent.setup().click(title);
    expect(screen.getByText('Bring <b>wellies</b>.')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/announcements/${item.id}/read`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
  });

  it('shows the empty state', async () => {
    serve('parent', []);
    render();
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
  });

  it('lets a teacher post to a class of theirs and shows the read count', async () => {
    serve('teacher', []);
    render();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'New announcement');
    await user.click(within(dialog).getByRole('button', { name: 'Post Announcement' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Trip on Friday');
    await user.type(within(dialog).getByLabelText('Message'), 'Bring wellies.');
    await user.click(await within(dialog).findByLabelText('Grade 10A Mathematics'));
    await user.click(within(dialog).getByRole('button', { name: 'Post Announcement' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/announcements')).toHaveLength(1));
    expect(
      JSON.parse(String(callsTo(fetchMock, 'POST', '/api/announcements')[0]![1].body)),
    ).toEqual({
      title: 'Trip on Friday',
      body: 'Bring wellies.',
      audience: 'classes',
      classIds: [classId],
      grades: [],
    });
    expect(await screen.findByText('Read by 0 of 3')).toBeInTheDocument();
  });
});

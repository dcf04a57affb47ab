import { render, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession } from '@/web/test/fixtures';
import { mockFetch, tokensSent } from '@/web/test/fetch-mock';
import { SentImageView } from './sent-image';

// A saved image (reopened conversation, after a reload) is fetched with the session.
const fetchMock = mockFetch({ signedIn: true });
beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:saved-image' }));
});

const saved = { name: 'notice.png', url: '/api/chat/messages/41/image', saved: true };

it('fetches a saved image with the access token and shows it', async () => {
  fetchMock.mockResolvedValue(new Response(new Blob(['png']), { status: 200 }));
  render(<SentImageView image={saved} />);
  expect(screen.getByRole('status', { name: 'Loading image: notice.png' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Sent image: notice.png' })).toHaveAttribute(
    'src',
    'blob:saved-image',
  );
  expect(tokensSent(fetchMock)).toEqual([
    ['/api/chat/messages/41/image', `Bearer ${makeSession().access_token}`],
  ]);
});

it('says so in words when a saved image cannot be loaded', async () => {
  fetchMock.mockResolvedValue(
    jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'This image does not exist' } }),
  );
  render(<SentImageView image={saved} />);
  expect(await screen.findByText('The image notice.png could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it('shows a just-picked image from its local URL, fetching nothing', () => {
  render(<SentImageView image={{ name: 'new.png', url: 'blob:picked' }} />);
  expect(screen.getByRole('img', { name: 'Sent image: new.png' })).toHaveAttribute(
    'src',
    'blob:picked',
  );
  expect(fetchMock).not.toHaveBeenCalled();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLASS_SUBJECTS } from '@/shared/rules/class-subjects';
import { jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { callsTo, fieldError, mockFetch, profileOrNotFound, serveApi } from '@/web/test/fetch-mock';
import { SubjectsPage } from './subjects-page';
import { retype } from '@/web/test/retype';
import { openDialog } from '@/web/test/open-dialog';

const fetchMock = mockFetch({ signedIn: true });
const calls = (method: string, path: string) => callsTo(fetchMock, method, path);
const id = (index: number) => `4d000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const stored = CLASS_SUBJECTS.map((name, index) => ({ id: id(index), name }));

beforeEach(() => {
  serveApi(fetchMock, async (method, url) => {
    if (url === '/api/admin/subjects' && method === 'GET') {
      return jsonResponse(200, {
        isDefault: true,
        subjects: CLASS_SUBJECTS.map((name) => ({ id: null, name })),
      });
    }
    if (url === '/api/admin/subjects' && method === 'POST') {
      return fieldError(409, 'CONFLICT', 'name', "A subject named 'Music' already exists");
    }
    if (url === '/api/admin/subjects/defaults') {
      return jsonResponse(200, { isDefault: false, subjects: stored });
    }
    if (url === `/api/admin/subjects/${id(8)}` && method === 'PATCH') {
      return jsonResponse(200, {
        isDefault: false,
        subjects: stored.map((s) => (s.id === id(8) ? { ...s, name: 'Fine Art' } : s)),
      });
    }
    return profileOrNotFound(url, 'admin');
  });
});

describe('SubjectsPage', () => {
  it('shows the 12 defaults, and renaming one stores the list first', async () => {
    renderScreen(<SubjectsPage />);
    const list = await screen.findByRole('list', { name: 'Subjects' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText(/uses the standard 12 subjects/)).toBeInTheDocument();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Rename Art', 'Rename subject');
    const name = within(dialog).getByLabelText('Subject name');
    await retype(user, name, 'Fine Art{Enter}');
    await waitFor(() => expect(calls('PATCH', `/api/admin/subjects/${id(8)}`)).toHaveLength(1));
    expect(calls('POST', '/api/admin/subjects/defaults')).toHaveLength(1);
    expect(await screen.findByText('Fine Art')).toBeInTheDocument();
  });

  it('shows a duplicate name beside the field', async () => {
    renderScreen(<SubjectsPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New subject'), 'Music');
    await user.click(screen.getByRole('button', { name: 'Add Subject' }));
    expect(await screen.findByText("A subject named 'Music' already exists")).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '@/shared/schemas/people';
import { errorResponse, jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { fieldError, mockFetch } from '@/web/test/fetch-mock';
import { UsersCard } from './users-card';
import { openDialog } from '@/web/test/open-dialog';

const fetchMock = mockFetch({ signedIn: true });

const person = (index: number, overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Person ${index}`,
  email: `person${index}@school.test`,
  role: index % 2 ? 'teacher' : 'student',
  status: 'active',
  lastLogin: null,
  invited: false,
  rollNumber: null,
  gradeLevel: null,
  ...overrides,
});

const everyone = Array.from({ length: 12 }, (_, index) => person(index + 1));

/** A fake server: filters like the real one, 8 a page. */
function serve(people: AdminUserRow[], post?: (body: unknown) => Response) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    if (url.startsWith('/api/admin/users') && init.method === 'POST') return post!(init.body);
    if (url.startsWith('/api/admin/users')) {
      const params = new URL(url, 'http://x').searchParams;
      const search = params.get('search')?.toLowerCase();
      const role = params.get('role');
      const found = people.filter(
        (p) =>
          (!search || p.name.toLowerCase().includes(search) || p.email.includes(search)) &&
          (!role || p.role === role),
      );
      const size = Number(params.get('pageSize') ?? 8);
      return jsonResponse(200, { rows: found.slice(0, size), total: found.length });
    }
    if (url.startsWith('/api/profile')) return jsonResponse(200, makeProfile('admin'));
    return jsonResponse(404, {});
  });
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/users?'));

const renderCard = () => renderScreen(<UsersCard />);

describe('UsersCard', () => {
  it('shows at most 8 rows with name, email, role, status and last login', async () => {
    serve([...everyone.slice(0, 11), person(12, { invited: true, role: 'parent' })]);
    renderCard();
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Users' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(within(items[0]!).getByText('Person 1')).toBeInTheDocument();
    expect(within(items[0]!).getByText('person1@school.test')).toBeInTheDocument();
    expect(within(items[0]!).getByText('teacher')).toBeInTheDocument();
    expect(within(items[0]!).getByText('active')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Never')).toBeInTheDocument();
    expect(listCalls()[0]).toContain('pageSize=8');
  });

  it('searches on name or email, and filters by role', async () => {
    serve(everyone);
    renderCard();
    await screen.findByRole('list', { name: 'Users' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /search users/i }), 'person1');
    await waitFor(() => expect(listCalls().at(-1)).toContain('search=person1'));
    // person1, person10, person11, person12
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem'),
      ).toHaveLength(4),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by role' }), 'student');
    await waitFor(() => expect(listCalls().at(-1)).toContain('role=student'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('option', { name: 'All' })).toBeInTheDocument();
  });

  it("says 'No users found' when nothing matches", async () => {
    serve([]);
    renderCard();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('says so in plain words when the list cannot be loaded', async () => {
    fetchMock.mockImplementation(async () =>
      errorResponse(403, 'FORBIDDEN', 'Your role does not have access to this.'),
    );
    renderCard();
    expect(
      await screen.findByText(
        'The users could not be loaded. Your role does not have access to this.',
      ),
    ).toBeInTheDocument();
  });

  it('Add User: a student needs no email (as in Edit and the CSV import)', async () => {
    let posted: unknown = null;
    serve(everyone, (body) => {
      posted = JSON.parse(String(body));
      return jsonResponse(201, person(99, { name: 'Noa Park', email: '', rollNumber: 'S0099' }));
    });
    renderCard();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Add User', 'Add User');
    await user.type(within(dialog).getByLabelText('Full name'), 'Noa Park');
    expect(within(dialog).getByLabelText('Email (optional)')).toHaveValue('');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Grade level' }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toMatchObject({ name: 'Noa Park', role: 'student', gradeLevel: 4 });
    expect((posted as { email?: unknown }).email ?? null).toBeNull();
  });

  it('Add User: full name required, email required for anyone invited, grade asked for a student; server errors beside the field', async () => {
    let posted: unknown = null;
    serve(everyone, (body) => {
      posted = JSON.parse(String(body));
      const message = 'Someone in your school already uses this email address.';
      return fieldError(409, 'CONFLICT', 'email', message, message);
    });
    renderCard();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Add User', 'Add User');
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('student');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('Full name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a grade level')).toBeInTheDocument();
    expect(within(dialog).queryByText('Email is required')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Full name'), 'Tia Gray');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'teacher');
    expect(within(dialog).queryByLabelText('Grade level')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(posted).toBeNull();

    await user.type(within(dialog).getByLabelText('Email'), 'taken@school.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(
      await within(dialog).findByText('Someone in your school already uses this email address.'),
    ).toBeInTheDocument();
    expect(posted).toMatchObject({ name: 'Tia Gray', email: 'taken@school.test', role: 'teacher' });
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

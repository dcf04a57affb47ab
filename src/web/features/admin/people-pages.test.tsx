import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffDetail, StaffRow, StudentDetail, StudentRow } from '@/shared/schemas/directory';
import type { FeeRecord } from '@/shared/schemas/fees';
import { errorResponse, feeRecordPage, jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { fieldError, mockFetch, serveApi } from '@/web/test/fetch-mock';
import { ParentDetailPage } from './staff-detail-page';
import { ParentsPage, TeachersPage } from './staff-page';
import { StudentDetailPage } from './student-detail-page';
import { StudentsPage } from './students-page';
import { retype } from '@/web/test/retype';
import { openDialog } from '@/web/test/open-dialog';

const fetchMock = mockFetch({ signedIn: true });
const requests = (method: string, prefix: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).startsWith(prefix) && (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    }));
const lastQuery = (prefix: string) => {
  const all = requests('GET', prefix);
  return new URLSearchParams(all.at(-1)!.url.split('?')[1]);
};

const sam: StudentRow = {
  id: '5e000000-0000-4000-8000-000000000001',
  name: 'Sam Shah',
  rollNumber: 'S0001',
  gradeLevel: 10,
  section: 'A',
  email: 'sam@greenwood.edu',
  status: 'active',
  hasAccount: true,
  classCount: 3,
  guardians: [{ id: '7a000000-0000-4000-8000-000000000001', name: 'Priya Shah' }],
};
const priya: StaffRow = {
  id: '7a000000-0000-4000-8000-000000000001',
  name: 'Priya Shah',
  email: 'parent@greenwood.edu',
  phone: '555-0100',
  status: 'active',
  lastLogin: '2026-11-01T10:00:00.000Z',
  invited: false,
  invitationExpiresAt: null,
  links: [{ id: sam.id, name: 'Sam Shah' }],
  subjects: [],
};
const omar: StaffRow = {
  ...priya,
  id: '7a000000-0000-4000-8000-000000000002',
  name: 'Omar Haddad',
  email: 'omar@greenwood.edu',
  links: [],
};
const lena: StaffRow = {
  ...omar,
  id: '7a000000-0000-4000-8000-000000000003',
  name: 'Lena Fox',
  email: 'lena@greenwood.edu',
};
const invitedTeacher: StaffRow = {
  ...priya,
  id: '9c000000-0000-4000-8000-000000000001',
  name: 'Nina Park',
  email: 'newteacher@greenwood.edu',
  lastLogin: null,
  invited: true,
  invitationExpiresAt: '2099-01-01T00:00:00.000Z',
  links: [],
};
const thomas: StaffRow = {
  ...priya,
  id: '2b000000-0000-4000-8000-000000000001',
  name: 'Thomas Reed',
  email: 'teacher@greenwood.edu',
  links: [
    { id: 'c1', name: 'Grade 10A Mathematics' },
    { id: 'c2', name: 'Grade 11A Physics' },
  ],
  subjects: ['Mathematics', 'Physics'],
};
const samDetail: StudentDetail = {
  ...sam,
  phone: null,
  classes: [
    {
      id: 'c1',
      name: 'Grade 10A Mathematics',
      subject: 'Mathematics',
      teacher: 'Thomas Reed',
      room: 'Room 101',
      schedule: 'Mon 9:00',
      studentCount: 25,
    },
  ],
  guardians: [
    { id: priya.id, name: 'Priya Shah', email: priya.email, phone: null, slot: 1 },
    { id: omar.id, name: 'Omar Haddad', email: omar.email, phone: null, slot: 2 },
  ],
  fees: { outstandingCents: 120_000, overdueCents: 120_000, openRecords: 1 },
};
const priyaDetail: StaffDetail = {
  id: priya.id,
  role: 'parent',
  name: 'Priya Shah',
  email: priya.email,
  phone: null,
  availability: null,
  status: 'active',
  lastLogin: null,
  classes: [],
  children: [],
};

const samFee: FeeRecord = {
  id: 'fr-1',
  studentId: sam.id,
  studentName: sam.name,
  rollNumber: sam.rollNumber,
  gradeLevel: 10,
  feeStructureId: null,
  feeType: 'Tuition',
  amountCents: 120_000,
  paidCents: 0,
  dueDate: '2026-09-05',
  paidOn: null,
  status: 'overdue',
  lastPaymentId: null,
};
let withFees = false;

const page = <T,>(rows: T[], total = rows.length, pageNumber = 1) => ({
  rows,
  total,
  page: pageNumber,
  pageSize: 25,
});

beforeEach(() => {
  withFees = false;
  serveApi(fetchMock, async (method, url) => {
    if (url === '/api/profile') return jsonResponse(200, makeProfile('admin'));
    if (url.startsWith('/api/admin/students?')) {
      const query = new URLSearchParams(url.split('?')[1]);
      return jsonResponse(200, page([sam], 60, Number(query.get('page') ?? 1)));
    }
    if (url.startsWith('/api/admin/teachers?'))
      return jsonResponse(200, page([thomas, invitedTeacher]));
    if (url.startsWith('/api/admin/parents?')) return jsonResponse(200, page([priya, omar, lena]));
    if (url === `/api/admin/students/${sam.id}` && method === 'GET')
      return jsonResponse(200, samDetail);
    if (url === `/api/admin/students/${sam.id}` && method === 'PATCH') {
      return jsonResponse(409, {
        error: {
          code: 'CONFLICT',
          message: 'Another student already has this roll number.',
          details: [
            { path: 'rollNumber', message: 'Another student already has this roll number.' },
          ],
        },
      });
    }
    if (url === `/api/admin/students/${sam.id}/guardians`) {
      const message = 'This child already has two guardians. Unlink one of them first.';
      return fieldError(409, 'CONFLICT', 'parentId', message, message);
    }
    if (url === `/api/admin/students/${sam.id}/guardians/${omar.id}` && method === 'DELETE') {
      return jsonResponse(200, { ...samDetail, guardians: samDetail.guardians.slice(0, 1) });
    }
    if (url === `/api/admin/parents/${priya.id}` && method === 'GET')
      return jsonResponse(200, priyaDetail);
    if (url === `/api/admin/parents/${priya.id}/children` && method === 'POST') {
      return jsonResponse(200, {
        ...priyaDetail,
        children: [
          {
            id: sam.id,
            name: sam.name,
            rollNumber: 'S0001',
            gradeLevel: 10,
            section: 'A',
            status: 'active',
            slot: 1,
          },
        ],
      });
    }
    if (url === '/api/admin/fee-records/fr-1/payments' && method === 'POST') {
      return jsonResponse(201, { paymentId: 'pay-1', record: { ...samFee, status: 'paid' } });
    }
    if (url.startsWith(`/api/admin/fee-records?studentId=${sam.id}`) && withFees) {
      return jsonResponse(200, feeRecordPage([samFee]));
    }
    if (url.startsWith('/api/admin/fee-records')) {
      return jsonResponse(200, feeRecordPage([]));
    }
    return errorResponse(404, 'NOT_FOUND', `No mock for ${method} ${url}`);
  });
});

describe('StudentsPage', () => {
  it('lists students; sorts by a header, filters by grade, searches and pages on the server', async () => {
    renderApp([{ path: '/admin/students', element: <StudentsPage /> }], '/admin/students');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Students' });
    const row = within(table).getByRole('row', { name: /Sam Shah/ });
    expect(row).toHaveTextContent('S0001');
    expect(row).toHaveTextContent('Grade 10A');
    expect(row).toHaveTextContent('3 classes');
    expect(row).toHaveTextContent('Priya Shah');
    expect(within(row).getByRole('link', { name: 'Sam Shah' })).toHaveAttribute(
      'href',
      `/admin/students/${sam.id}`,
    );
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute(
      'href',
      '/admin/import?kind=students',
    );

    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(lastQuery('/api/admin/students?').get('order')).toBe('desc'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(
      within(screen.getByRole('columnheader', { name: /Roll number/ })).getByRole('button'),
    );
    await waitFor(() => expect(lastQuery('/api/admin/students?').get('sort')).toBe('rollNumber'));
    expect(screen.getByRole('columnheader', { name: /Roll number/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.selectOptions(screen.getByLabelText('Grade'), 'Grade 3');
    await waitFor(() => expect(lastQuery('/api/admin/students?').get('grade')).toBe('3'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() => expect(lastQuery('/api/admin/students?').get('status')).toBe('inactive'));
    await user.type(screen.getByLabelText('Search by name, roll number or email'), 'S00');
    await waitFor(() => expect(lastQuery('/api/admin/students?').get('search')).toBe('S00'));

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery('/api/admin/students?').get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/profile'
        ? jsonResponse(200, makeProfile('admin'))
        : jsonResponse(200, page([])),
    );
    renderApp([{ path: '/admin/students', element: <StudentsPage /> }], '/admin/students');
    expect(await screen.findByText('No students found')).toBeInTheDocument();
  });
});

describe('TeachersPage and ParentsPage', () => {
  it('shows classes and subjects, a pending invitation, and adds a teacher through the add-user dialog', async () => {
    renderApp([{ path: '/admin/teachers', element: <TeachersPage /> }], '/admin/teachers');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Teachers' });
    expect(within(table).getByRole('row', { name: /Thomas Reed/ })).toHaveTextContent(
      '2 classes: Mathematics, Physics',
    );
    const pending = within(table).getByRole('row', { name: /Nina Park/ });
    expect(pending).toHaveTextContent('Invitation pending');
    expect(
      within(pending).getByRole('button', { name: 'Resend invitation to Nina Park' }),
    ).toBeInTheDocument();
    expect(within(pending).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute(
      'href',
      '/admin/import?kind=teachers',
    );

    const dialog = await openDialog(user, 'Add Teacher', 'Add User');
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('teacher');
  });

  it('lists parents with their children', async () => {
    renderApp([{ path: '/admin/parents', element: <ParentsPage /> }], '/admin/parents');
    const table = await screen.findByRole('table', { name: 'Parents' });
    expect(within(table).getByRole('row', { name: /Priya Shah/ })).toHaveTextContent('Sam Shah');
    expect(within(table).getByRole('row', { name: /Omar Haddad/ })).toHaveTextContent(
      'None linked',
    );
    await userEvent.setup().click(within(table).getByRole('button', { name: /Last login/ }));
    await waitFor(() => expect(lastQuery('/api/admin/parents?').get('sort')).toBe('lastLogin'));
  });
});

describe('StudentDetailPage', () => {
  const renderDetail = () =>
    renderApp(
      [{ path: '/admin/students/:id', element: <StudentDetailPage /> }],
      `/admin/students/${sam.id}`,
    );

  it('shows the record, guardians, classes and fee balance', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Sam Shah' })).toBeInTheDocument();
    expect(screen.getByText('Guardians (2 of 2)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Priya Shah' })).toHaveAttribute(
      'href',
      `/admin/parents/${priya.id}`,
    );
    expect(screen.getByText('Grade 10A Mathematics')).toBeInTheDocument();
    expect(screen.getAllByText('$1,200.00')).toHaveLength(2);
    expect(await screen.findByText('No fee records found')).toBeInTheDocument();
  });

  it('at 2 of 2 disables Link a parent and says why; after an unlink it links again, the server still the judge', async () => {
    // After the unlink, the detail read back has one guardian.
    const served = fetchMock.getMockImplementation()!;
    let unlinked = false;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') unlinked = true;
      if (unlinked && url === `/api/admin/students/${sam.id}` && init?.method !== 'DELETE') {
        return jsonResponse(200, { ...samDetail, guardians: samDetail.guardians.slice(0, 1) });
      }
      return served(url, init);
    });
    renderDetail();
    const user = userEvent.setup();
    const linkButton = await screen.findByRole('button', { name: 'Link a parent' });
    expect(linkButton).toBeDisabled();
    expect(linkButton).toHaveAccessibleDescription(
      'This child already has two guardians. Unlink one of them first.',
    );
    await user.click(linkButton);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const confirm = await openDialog(user, 'Unlink Omar Haddad', 'Unlink this guardian?');
    await user.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(screen.getByText('Guardians (1 of 2)')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Link a parent' })).toBeEnabled();
    expect(
      screen.queryByText('This child already has two guardians. Unlink one of them first.'),
    ).not.toBeInTheDocument();

    // Another admin may have filled the slot meanwhile: the server's refusal shows by the search.
    const dialog = await openDialog(user, 'Link a parent', 'Link a parent to Sam Shah');
    expect(
      await within(dialog).findByRole('button', { name: 'Priya Shah is linked' }),
    ).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Link Lena Fox' }));
    const search = within(dialog).getByLabelText('Search by name or email');
    await waitFor(() =>
      expect(search).toHaveAccessibleDescription(
        'This child already has two guardians. Unlink one of them first.',
      ),
    );
    expect(requests('POST', `/api/admin/students/${sam.id}/guardians`)[0]!.body).toEqual({
      parentId: lena.id,
    });
  });

  it("records a payment from the student's page with the fee screens' dialog", async () => {
    withFees = true;
    renderDetail();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Record payment for Tuition, due 2026-09-05' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    expect(within(dialog).getByLabelText('Amount paid ($)')).toHaveValue(1200);
    await user.click(within(dialog).getByRole('button', { name: 'Save payment' }));
    await waitFor(() =>
      expect(requests('POST', '/api/admin/fee-records/fr-1/payments')).toHaveLength(1),
    );
    expect(requests('POST', '/api/admin/fee-records/fr-1/payments')[0]!.body).toMatchObject({
      amountCents: 120_000,
      method: expect.any(String),
    });
    // The balance is read again after the payment.
    await waitFor(() =>
      expect(requests('GET', `/api/admin/students/${sam.id}`).length).toBeGreaterThan(1),
    );
  });

  it('unlinks a guardian after asking', async () => {
    renderDetail();
    const user = userEvent.setup();
    const confirm = await openDialog(user, 'Unlink Omar Haddad', 'Unlink this guardian?');
    expect(confirm).toHaveTextContent("Omar Haddad will no longer see Sam Shah's records.");
    await user.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('DELETE', `/api/admin/students/${sam.id}/guardians/${omar.id}`)).toHaveLength(
      1,
    );
  });

  it('edits with the shared schema; the server refusal shows beside its field', async () => {
    renderDetail();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Edit', 'Edit Student');
    const saveSection = async (section: string) => {
      const field = within(dialog).getByLabelText('Section');
      await retype(user, field, section);
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    };
    await saveSection('12');
    expect(
      await within(dialog).findByText('Section is one or two letters, such as A'),
    ).toBeInTheDocument();
    expect(requests('PATCH', `/api/admin/students/${sam.id}`)).toHaveLength(0);

    await saveSection('b');
    expect(
      await within(dialog).findByText('Another student already has this roll number.'),
    ).toBeInTheDocument();
    expect(requests('PATCH', `/api/admin/students/${sam.id}`)[0]!.body).toMatchObject({
      name: 'Sam Shah',
      rollNumber: 'S0001',
      gradeLevel: 10,
      section: 'B',
      phone: null,
    });
  });
});

describe('ParentDetailPage', () => {
  it('links a child found by roll number', async () => {
    renderApp(
      [{ path: '/admin/parents/:id', element: <ParentDetailPage /> }],
      `/admin/parents/${priya.id}`,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('No child linked yet.')).toBeInTheDocument();
    const dialog = await openDialog(user, 'Link a child', 'Link a child to Priya Shah');
    await user.type(within(dialog).getByLabelText('Search by name or roll number'), 'S0001');
    await waitFor(() => expect(lastQuery('/api/admin/students?').get('search')).toBe('S0001'));
    await user.click(within(dialog).getByRole('button', { name: 'Link Sam Shah' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('POST', `/api/admin/parents/${priya.id}/children`)[0]!.body).toEqual({
      studentId: sam.id,
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ParentChild, ParentDashboard } from '@/shared/schemas/parent';
import { PARENT_CHILD_STORAGE_KEY } from '@/web/lib/storage-keys';
import { errorResponse, jsonResponse, makeProfile, userId } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { ParentDashboardPage } from './parent-dashboard-page';
import { openDialog } from '@/web/test/open-dialog';

const sam: ParentChild = {
  id: 'sam',
  name: 'Sam Shah',
  rollNumber: 'S0001',
  className: 'Grade 10A',
  gradeLevel: 10,
};
const tara: ParentChild = {
  id: 'tara',
  name: 'Tara Shah',
  rollNumber: 'S0002',
  className: 'Grade 12B',
  gradeLevel: 12,
};
const school = {
  name: 'Greenwood High School',
  officeEmail: 'office@greenwood.edu',
  officePhone: '555-0100',
  paymentInstructions: 'Bank transfer to Greenwood High School, account 12-3456.',
};

const samDashboard: ParentDashboard = {
  today: '2026-11-20',
  timeZone: 'UTC',
  school,
  children: [sam, tara],
  child: sam,
  attendance: {
    ratePercent: 87,
    present: 13,
    absent: 2,
    late: 0,
    recent: [
      { date: '2026-11-20', status: 'present' },
      { date: '2026-11-19', status: 'absent' },
      { date: '2026-11-18', status: 'present' },
      { date: '2026-11-17', status: 'late' },
      { date: '2026-11-16', status: 'present' },
      { date: '2026-11-13', status: 'present' },
    ],
  },
  homework: {
    pendingCount: 3,
    overallGrade: 'A-',
    items: [
      {
        id: 'hw-1',
        studentId: 'sam',
        title: 'Fractions',
        subject: 'Mathematics',
        dueDate: '2026-11-13',
        status: 'graded',
        description: null,
        grade: 'A-',
        attachmentUrl: null,
      },
      {
        id: 'hw-2',
        studentId: 'sam',
        title: 'Algebra',
        subject: 'Mathematics',
        dueDate: '2026-11-25',
        status: 'pending',
        description: 'Exercises 1 to 10',
        grade: null,
        attachmentUrl: '/api/assignments/hw-2/attachment',
      },
    ],
  },
  fees: {
    dueCents: 120_000,
    records: [
      {
        id: 'fee-1',
        type: 'Tuition',
        amountCents: 120_000,
        outstandingCents: 120_000,
        dueDate: '2026-11-01',
        status: 'overdue',
        paidDate: null,
        receiptUrl: null,
      },
      {
        id: 'fee-2',
        type: 'Lab fee',
        amountCents: 15_000,
        outstandingCents: 0,
        dueDate: '2026-11-10',
        status: 'paid',
        paidDate: '2026-11-09',
        receiptUrl: '/parent/receipts/pay-2',
      },
    ],
  },
  timetable: [
    {
      id: 'tt-1',
      day: 'Friday',
      subject: 'Mathematics',
      teacher: 'Thomas Reed',
      room: '101',
      startTime: '09:00',
      endTime: '10:00',
    },
  ],
  contacts: [
    {
      id: 't-1',
      name: 'Thomas Reed',
      role: 'teacher',
      subject: 'Mathematics',
      email: 'teacher@greenwood.edu',
      phone: '555-0199',
      availability: 'Mon-Fri 3-4 PM',
    },
    {
      id: 'a-1',
      name: 'Alice Morgan',
      role: 'admin',
      subject: null,
      email: 'admin@greenwood.edu',
      phone: null,
      availability: null,
    },
  ],
};

const emptyOf = (child: ParentChild | null, children: ParentChild[]): ParentDashboard => ({
  ...samDashboard,
  children,
  child,
  attendance: { ratePercent: null, present: 0, absent: 0, late: 0, recent: [] },
  homework: { pendingCount: 0, overallGrade: null, items: [] },
  fees: { dueCents: 0, records: [] },
  timetable: [],
  contacts: [samDashboard.contacts[1]!],
});

const taraDashboard: ParentDashboard = { ...emptyOf(tara, [sam, tara]) };

const fetchMock = mockFetch({ signedIn: true });
const dashboardCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/parent/dashboard'));

function serve(byChild: Record<string, ParentDashboard | Response>, first = 'sam') {
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    if (url.startsWith('/api/parent/dashboard')) {
      const id = new URL(url, 'http://portal.test').searchParams.get('studentId') ?? first;
      const answer = byChild[id];
      if (answer instanceof Response) return answer;
      return answer
        ? jsonResponse(200, answer)
        : errorResponse(404, 'NOT_FOUND', 'This child was not found among your children.');
    }
    if (url.includes('/done') && init.method === 'POST') {
      return jsonResponse(200, { status: 'submitted' });
    }
    return jsonResponse(200, makeProfile('parent'));
  });
}

const show = () =>
  renderApp([{ path: '/parent/dashboard', element: <ParentDashboardPage /> }], '/parent/dashboard');

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('[data-slot="card"]') as HTMLElement;

describe('ParentDashboardPage', () => {
  it("shows every card and tile of the first child with the spec's texts", async () => {
    serve({ sam: samDashboard, tara: taraDashboard });
    show();
    expect(screen.getByRole('heading', { name: 'Parent Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(/Follow Sam Shah's academic progress/)).toBeInTheDocument();

    const tiles = screen.getByRole('list', { name: 'Summary' });
    expect(within(tiles).getByRole('listitem', { name: 'Overall Grade' })).toHaveTextContent('A-');
    expect(within(tiles).getByRole('listitem', { name: 'Attendance' })).toHaveTextContent('87%');
    expect(within(tiles).getByRole('listitem', { name: 'Pending' })).toHaveTextContent('3');
    expect(within(tiles).getByRole('listitem', { name: 'Fees Due' })).toHaveTextContent(
      '$1,200.00',
    );

    const attendance = card("Sam Shah's Attendance");
    expect(within(attendance).getByText('Monthly attendance: 87% present')).toBeInTheDocument();
    const days = within(attendance).getAllByRole('listitem');
    expect(days).toHaveLength(6);
    expect(days[0]).toHaveTextContent('Nov 20Present');
    expect(days[1]).toHaveTextContent('Nov 19Absent');
    expect(days[3]).toHaveTextContent('Nov 17Late');
    expect(within(attendance).getByText('This month')).toBeInTheDocument();
    for (const [term, count] of [
      ['Present', '13'],
      ['Absent', '2'],
      ['Late', '0'],
    ] as const) {
      expect(within(attendance).getByText(term, { selector: 'dt' }).nextSibling).toHaveTextContent(
        count,
      );
    }

    const homework = card("Sam Shah's Homework");
    expect(within(homework).getByText('3 pending assignments')).toBeInTheDocument();
    const graded = within(homework).getByRole('listitem', { name: 'Fractions' });
    expect(graded).toHaveTextContent('Graded');
    expect(graded).toHaveTextContent('Mathematics');
    expect(graded).toHaveTextContent('Due: Nov 13, 2026');
    expect(graded).toHaveTextContent('Grade: A-');
    expect(within(graded).queryByRole('button')).toBeNull();
    const pending = within(homework).getByRole('listitem', { name: 'Algebra' });
    expect(pending).toHaveTextContent('Exercises 1 to 10');
    expect(pending).not.toHaveTextContent('Grade:');
    expect(within(pending).getByRole('button', { name: /^Attachment/ })).toBeEnabled();
    expect(within(pending).getByRole('button', { name: /^Mark as done/ })).toBeEnabled();

    const fees = card("Sam Shah's Fees");
    expect(within(fees).getByText('$1,200.00 due')).toBeInTheDocument();
    expect(within(fees).getByText('Outstanding Balance')).toBeInTheDocument();
    expect(within(fees).getByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    const [tuition, lab] = within(fees).getAllByRole('listitem');
    expect(tuition).toHaveTextContent('Tuition');
    expect(tuition).toHaveTextContent('Overdue');
    expect(tuition).toHaveTextContent('Amount: $1,200.00');
    expect(tuition).toHaveTextContent('Due: Nov 1, 2026');
    expect(tuition).not.toHaveTextContent('Paid:');
    expect(within(tuition!).getByRole('button', { name: /^Pay/ })).toBeInTheDocument();
    expect(lab).toHaveTextContent('Paid: Nov 9, 2026');
    expect(within(lab!).getByRole('link', { name: /^Receipt/ })).toHaveAttribute(
      'href',
      '/parent/receipts/pay-2',
    );
    expect(within(lab!).queryByRole('button', { name: /^Pay/ })).toBeNull();

    const timetable = card("Sam Shah's Timetable");
    expect(within(timetable).getByText('Thomas Reed')).toBeInTheDocument();
    expect(within(timetable).getByText('09:00–10:00')).toBeInTheDocument();
    expect(within(timetable).getByText('101')).toBeInTheDocument();

    const contacts = card('Contact School');
    expect(
      within(contacts).getByText('Get in touch with teachers and school staff'),
    ).toBeInTheDocument();
    const reed = within(contacts).getByRole('listitem', { name: 'Thomas Reed' });
    for (const text of [
      'Teacher',
      'Mathematics',
      'teacher@greenwood.edu',
      '555-0199',
      'Mon-Fri 3-4 PM',
    ]) {
      expect(reed).toHaveTextContent(text);
    }
    // Message opens a new message to this teacher about the child shown.
    expect(within(reed).getByRole('link', { name: /^Message/ })).toHaveAttribute(
      'href',
      '/parent/messages?to=t-1&student=sam',
    );
    expect(within(reed).getByRole('link', { name: /^Email/ })).toHaveAttribute(
      'href',
      'mailto:teacher@greenwood.edu',
    );
    expect(within(contacts).getByRole('listitem', { name: 'Alice Morgan' })).toHaveTextContent(
      'Admin',
    );
    expect(within(contacts).getByText('Quick Actions')).toBeInTheDocument();
    expect(within(contacts).getByRole('link', { name: 'School Office' })).toHaveAttribute(
      'href',
      'mailto:office@greenwood.edu',
    );
    expect(within(contacts).getByRole('link', { name: 'General Inquiry' })).toHaveAttribute(
      'href',
      'mailto:office@greenwood.edu?subject=General%20Inquiry',
    );
  });

  it('opens the payment instructions with the exact amount and a reference', async () => {
    serve({ sam: samDashboard });
    show();
    const user = userEvent.setup();
    let dialog = await openDialog(user, 'Pay Now');
    expect(dialog).toHaveTextContent('$1,200.00');
    expect(dialog).toHaveTextContent('S0001-BALANCE');
    expect(dialog).toHaveTextContent(school.paymentInstructions);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const tuition = within(card("Sam Shah's Fees")).getAllByRole('listitem')[0]!;
    await user.click(within(tuition).getByRole('button', { name: /^Pay/ }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Pay Tuition' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('S0001-TUITION-2026-11');
  });

  it('switches child, every card follows, and the choice is remembered on the next visit', async () => {
    serve({ sam: samDashboard, tara: taraDashboard });
    const first = show();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Child'), 'tara');
    for (const title of ['Attendance', 'Homework', 'Fees', 'Timetable']) {
      expect(
        await screen.findByRole('heading', { name: `Tara Shah's ${title}` }),
      ).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: "Sam Shah's Fees" })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Summary' })).getByRole('listitem', {
        name: 'Fees Due',
      }),
    ).toHaveTextContent('$0.00');
    expect(window.localStorage.getItem(`${PARENT_CHILD_STORAGE_KEY}.${userId}`)).toBe('tara');
    expect(dashboardCalls()).toEqual([
      '/api/parent/dashboard',
      '/api/parent/dashboard?studentId=tara',
    ]);
    first.unmount();

    fetchMock.mockClear();
    show();
    expect(
      await screen.findByRole('heading', { name: "Tara Shah's Homework" }),
    ).toBeInTheDocument();
    expect(dashboardCalls()).toEqual(['/api/parent/dashboard?studentId=tara']);
    expect(screen.getByLabelText('Child')).toHaveValue('tara');
  });

  it('shows the empty states, and no switcher for one child', async () => {
    serve({ sam: emptyOf(sam, [sam]) });
    show();
    expect(await screen.findByText('No assignments found')).toBeInTheDocument();
    expect(screen.getByText('No fee records found')).toBeInTheDocument();
    expect(
      screen.getByText('All fees up to date', { selector: 'p[data-slot="card-description"]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 pending assignments')).toBeInTheDocument();
    expect(screen.getByText('No classes scheduled')).toBeInTheDocument();
    expect(screen.queryByText('Outstanding Balance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByLabelText('Child')).toBeNull();
  });

  it('uses the general titles when the parent has no child yet', async () => {
    serve({ sam: emptyOf(null, []) });
    show();
    expect(await screen.findByRole('heading', { name: 'Attendance Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Homework & Assignments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fee Management' })).toBeInTheDocument();
    expect(screen.getByText(/No child is linked to your account yet/)).toBeInTheDocument();
  });

  it('marks pending work as done and reloads the dashboard', async () => {
    serve({ sam: samDashboard });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mark as done/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            url === '/api/parent/submissions/hw-2/sam/done' && init.method === 'POST',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(dashboardCalls()).toHaveLength(2));
  });

  it('says so when the dashboard cannot load, and tries again', async () => {
    serve({ sam: errorResponse(500, 'INTERNAL', 'Something went wrong. Please try again.') });
    show();
    expect(
      await screen.findByText(/The dashboard could not be loaded/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    serve({ sam: samDashboard });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "Sam Shah's Fees" })).toBeInTheDocument();
  });

  it('forgets a remembered child who is not theirs and shows the first child', async () => {
    window.localStorage.setItem(`${PARENT_CHILD_STORAGE_KEY}.${userId}`, 'someone-else');
    serve({ sam: samDashboard });
    show();
    expect(await screen.findByRole('heading', { name: "Sam Shah's Fees" })).toBeInTheDocument();
    expect(window.localStorage.getItem(`${PARENT_CHILD_STORAGE_KEY}.${userId}`)).toBeNull();
  });
});

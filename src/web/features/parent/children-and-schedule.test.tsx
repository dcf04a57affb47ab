import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChildOverview, ChildSchedule } from '@/shared/schemas/parent';
import { errorResponse, jsonResponse, makeProfile, makeReceipt } from '@/web/test/fixtures';
import { renderApp, renderScreen } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { ChildrenPage } from './children-page';
import { ParentReceiptPage } from './receipt-page';
import { SchedulePage } from './schedule-page';

const fetchMock = mockFetch({ signedIn: true });
function serve(routes: Record<string, Response>) {
  fetchMock.mockImplementation(async (url: string) => {
    const answer = routes[url];
    return answer ? answer.clone() : jsonResponse(200, makeProfile('parent'));
  });
}

const sam: ChildOverview = {
  id: 'sam',
  name: 'Sam Shah',
  rollNumber: 'S0001',
  className: 'Grade 10A',
  gradeLevel: 10,
  teachers: [{ name: 'Thomas Reed', subject: 'Mathematics' }],
  attendanceRatePercent: 87,
  pendingCount: 3,
  dueCents: 120_000,
};

describe('ChildrenPage', () => {
  it('shows each child with class, teachers, attendance, pending work and balance', async () => {
    serve({
      '/api/parent/children': jsonResponse(200, [
        sam,
        {
          ...sam,
          id: 'tara',
          name: 'Tara Shah',
          rollNumber: 'S0002',
          className: 'Grade 12B',
          teachers: [],
          attendanceRatePercent: null,
          pendingCount: 0,
          dueCents: 0,
        },
      ]),
    });
    renderScreen(<ChildrenPage />);
    const samCard = (await screen.findByRole('heading', { name: 'Sam Shah' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    for (const text of [
      'Grade 10A',
      'Thomas Reed',
      'Mathematics',
      '87%',
      '3 pending assignments',
      '$1,200.00 due',
    ]) {
      expect(samCard).toHaveTextContent(text);
    }
    const taraCard = screen
      .getByRole('heading', { name: 'Tara Shah' })
      .closest('[data-slot="card"]') as HTMLElement;
    for (const text of [
      'Grade 12B',
      'No classes assigned',
      'Not marked yet',
      'All fees up to date',
    ]) {
      expect(taraCard).toHaveTextContent(text);
    }
  });

  it('says so when no child is linked, and when the list cannot load', async () => {
    serve({ '/api/parent/children': jsonResponse(200, []) });
    const view = renderScreen(<ChildrenPage />);
    expect(await screen.findByText(/No child is linked to your account yet/)).toBeInTheDocument();
    view.unmount();
    serve({ '/api/parent/children': errorResponse(403, 'FORBIDDEN', 'Not for you.') });
    renderScreen(<ChildrenPage />);
    expect(await screen.findByText(/Your children could not be loaded/)).toBeInTheDocument();
  });
});

describe('SchedulePage', () => {
  it("shows each child's week", async () => {
    const schedule: ChildSchedule = {
      timeZone: 'UTC',
      children: [
        {
          id: 'sam',
          name: 'Sam Shah',
          rollNumber: 'S0001',
          className: 'Grade 10A',
          gradeLevel: 10,
          timetable: [
            {
              id: 'tt-1',
              day: 'Monday',
              subject: 'Mathematics',
              teacher: 'Thomas Reed',
              room: '101',
              startTime: '09:00',
              endTime: '10:00',
            },
          ],
        },
        {
          id: 'tara',
          name: 'Tara Shah',
          rollNumber: 'S0002',
          className: 'Grade 12B',
          gradeLevel: 12,
          timetable: [],
        },
      ],
    };
    serve({ '/api/parent/schedule': jsonResponse(200, schedule) });
    renderScreen(<SchedulePage />);
    const samWeek = (await screen.findByRole('heading', { name: "Sam Shah's Timetable" })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(within(samWeek).getByRole('region', { name: /^Monday/ })).toHaveTextContent(
      'Mathematics09:00–10:00101Thomas Reed',
    );
    const taraWeek = screen
      .getByRole('heading', { name: "Tara Shah's Timetable" })
      .closest('[data-slot="card"]') as HTMLElement;
    expect(taraWeek).toHaveTextContent('No classes scheduled');
  });
});

describe('ParentReceiptPage', () => {
  it("shows the parent's receipt, and says plainly when it is not theirs", async () => {
    serve({
      '/api/parent/payments/pay-1/receipt': jsonResponse(
        200,
        makeReceipt({
          studentName: 'Sam Shah',
          rollNumber: 'S0001',
          gradeLevel: 10,
          feeType: 'Lab fee',
          dueDate: '2026-11-10',
          amountCents: 15_000,
          paidOn: '2026-11-09',
          method: 'card',
          recordedBy: 'Alice Morgan',
          recordedAt: '2026-11-09T10:00:00Z',
          outstandingCents: 0,
        }),
      ),
      '/api/parent/payments/pay-2/receipt': errorResponse(404, 'NOT_FOUND', 'No payment.'),
    });
    const view = renderApp(
      [{ path: '/parent/receipts/:paymentId', element: <ParentReceiptPage /> }],
      '/parent/receipts/pay-1',
    );
    expect(await screen.findByText('R-PAY1')).toBeInTheDocument();
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/parent/dashboard',
    );
    view.unmount();
    renderApp(
      [{ path: '/parent/receipts/:paymentId', element: <ParentReceiptPage /> }],
      '/parent/receipts/pay-2',
    );
    expect(await screen.findByText(/not found among your children's payments/)).toBeInTheDocument();
  });
});

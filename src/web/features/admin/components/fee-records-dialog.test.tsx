import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FeeRecord, FeeStructure } from '@/shared/schemas/fees';
import { SCHOOL_TODAY, feeRecordPage, jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { FeeRecordsDialog } from './fee-records-dialog';
import { retype } from '@/web/test/retype';

const fetchMock = mockFetch({ signedIn: true });
const fee: FeeStructure = {
  id: '5e000000-0000-4000-8000-000000000001',
  feeType: 'Tuition',
  amountCents: 12_000,
  frequency: 'monthly',
  dueDay: 5,
  applicableGrades: ['Grade 1'],
  status: 'active',
};
const record = (overrides: Partial<FeeRecord>): FeeRecord => ({
  id: 'rec-1',
  studentId: 'stu-1',
  studentName: 'Ada One',
  rollNumber: 'G1-001',
  gradeLevel: 1,
  feeStructureId: fee.id,
  feeType: 'Tuition',
  amountCents: 12_000,
  paidCents: 2_000,
  dueDate: '2026-10-05',
  paidOn: null,
  status: 'overdue',
  lastPaymentId: 'pay-0',
  ...overrides,
});

describe('FeeRecordsDialog', () => {
  it("lists a structure's records and records a payment in cents against one", async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/admin/fee-records?')) {
        return jsonResponse(
          200,
          feeRecordPage([
            record({}),
            record({
              id: 'rec-2',
              studentName: 'Ben One',
              status: 'paid',
              paidOn: '2026-10-01',
              paidCents: 12_000,
              lastPaymentId: 'pay-2',
            }),
          ]),
        );
      }
      if (url === '/api/admin/fee-records/rec-1/payments' && init.method === 'POST') {
        return jsonResponse(201, { paymentId: 'pay-1', record: record({ status: 'paid' }) });
      }
      return jsonResponse(200, makeProfile('admin'));
    });
    renderApp(
      [{ path: '/', element: <FeeRecordsDialog fee={fee} onOpenChange={() => {}} /> }],
      '/',
    );
    const list = await screen.findByRole('list', { name: 'Fee records' });
    expect(fetchMock.mock.calls[0]?.[0] ?? '').toContain(`structureId=${fee.id}`);
    expect(within(list).getByText('Overdue')).toBeInTheDocument();
    expect(within(list).getByText(/Paid so far: \$20\.00/)).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: 'Receipt for Ben One, due 2026-10-05' }),
    ).toHaveAttribute('href', '/admin/receipts/pay-2');
    expect(within(list).queryByRole('button', { name: /Record payment for Ben One/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(
      within(list).getByRole('button', { name: 'Record payment for Ada One, due 2026-10-05' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    expect(within(dialog).getByLabelText('Amount paid ($)')).toHaveValue(100);
    await retype(user, within(dialog).getByLabelText('Amount paid ($)'), '99.99');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'cheque');
    await user.type(within(dialog).getByLabelText('Reference (optional)'), 'CHQ 7');
    await user.click(within(dialog).getByRole('button', { name: 'Save payment' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => url === '/api/admin/fee-records/rec-1/payments'),
      ).toHaveLength(1),
    );
    const [, init] = fetchMock.mock.calls.find(
      ([url]) => url === '/api/admin/fee-records/rec-1/payments',
    )!;
    expect(JSON.parse(init.body)).toMatchObject({
      amountCents: 9_999,
      method: 'cheque',
      reference: 'CHQ 7',
    });
    expect(JSON.parse(init.body).paidOn).toBe(SCHOOL_TODAY);
  });

  it("finds one student's records by name or roll number, on the server, with the status filter", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/admin/fee-records?')
        ? jsonResponse(200, feeRecordPage([record({})]))
        : jsonResponse(200, makeProfile('admin')),
    );
    renderApp(
      [{ path: '/', element: <FeeRecordsDialog fee={fee} onOpenChange={() => {}} /> }],
      '/',
    );
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Fee records' });
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await user.type(screen.getByLabelText('Student'), 'G1-001');
    const lastQuery = () =>
      new URLSearchParams(
        String(
          fetchMock.mock.calls
            .filter(([url]) => url.startsWith('/api/admin/fee-records?'))
            .at(-1)![0],
        ).split('?')[1],
      );
    await waitFor(() => expect(lastQuery().get('search')).toBe('G1-001'));
    expect(Object.fromEntries(lastQuery())).toEqual({
      structureId: fee.id,
      status: 'pending',
      search: 'G1-001',
      page: '1',
    });
  });

  it("shows 'No fee records found' when a structure has none", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/admin/fee-records?')
        ? jsonResponse(200, feeRecordPage([]))
        : jsonResponse(200, makeProfile('admin')),
    );
    renderApp(
      [{ path: '/', element: <FeeRecordsDialog fee={fee} onOpenChange={() => {}} /> }],
      '/',
    );
    expect(await screen.findByText('No fee records found')).toBeInTheDocument();
  });
});

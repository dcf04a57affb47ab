import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderApp } from '@/web/test/render-app';
import { mockFetch } from '@/web/test/fetch-mock';
import { ReceiptPage } from './receipt-page';

const fetchMock = mockFetch({ signedIn: true });

const show = () =>
  renderApp(
    [{ path: '/admin/receipts/:paymentId', element: <ReceiptPage /> }],
    '/admin/receipts/pay-1',
  );

describe('ReceiptPage', () => {
  it('shows the receipt of the payment in the address, with a Print button', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/admin/payments/pay-1/receipt'
        ? jsonResponse(200, {
            paymentId: 'pay-1',
            receiptNumber: 'R-PAY1',
            schoolName: 'Greenwood High School',
            logoUrl: null,
            studentName: 'Ada One',
            rollNumber: 'G1-001',
            gradeLevel: 1,
            feeType: 'Tuition',
            dueDate: '2026-12-05',
            amountCents: 5_000,
            paidOn: '2026-11-22',
            method: 'cash',
            reference: null,
            recordedBy: 'Grace Green',
            recordedAt: '2026-11-22T10:00:00Z',
            outstandingCents: 1_000,
          })
        : jsonResponse(200, makeProfile('admin')),
    );
    show();
    expect(await screen.findByRole('article', { name: 'Payment receipt' })).toHaveTextContent(
      'R-PAY1',
    );
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('says in plain words when the receipt is not found', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/admin/payments/pay-1/receipt'
        ? errorResponse(404, 'NOT_FOUND', 'No payment with this id in your school.')
        : jsonResponse(200, makeProfile('admin')),
    );
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This receipt was not found. It may belong to another school, or the link is wrong.',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});

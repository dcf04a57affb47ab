import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, makeProfile, makeReceipt } from '@/web/test/fixtures';
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
        ? jsonResponse(200, makeReceipt())
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

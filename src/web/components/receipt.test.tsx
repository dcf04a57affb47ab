import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeReceipt } from '@/web/test/fixtures';
import { ReceiptView } from './receipt';

describe('ReceiptView', () => {
  it('shows the school, student, fee, amount, date, method, number and who recorded it', () => {
    render(
      <ReceiptView
        receipt={makeReceipt({
          paymentId: 'a1b2c3d4-0000-4000-8000-000000000001',
          receiptNumber: 'R-A1B2C3D4',
          amountCents: 120_050,
          method: 'bank transfer',
          reference: 'TX-42',
          outstandingCents: 0,
        })}
      />,
    );
    expect(screen.getByRole('article', { name: 'Payment receipt' })).toBeInTheDocument();
    expect(screen.getByText('Greenwood High School')).toBeInTheDocument();
    expect(screen.getByText('R-A1B2C3D4')).toBeInTheDocument();
    expect(screen.getByText('Ada One (Roll G1-001, Grade 1)')).toBeInTheDocument();
    expect(screen.getByText('Tuition, due December 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('$1,200.50')).toBeInTheDocument();
    expect(screen.getByText('November 22, 2026')).toBeInTheDocument();
    expect(screen.getByText('Bank transfer')).toBeInTheDocument();
    expect(screen.getByText('TX-42')).toBeInTheDocument();
    expect(screen.getByText('Grace Green')).toBeInTheDocument();
  });
});

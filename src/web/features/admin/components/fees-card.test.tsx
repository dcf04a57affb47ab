import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FeeStructure } from '@/shared/schemas/fees';
import { jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { callsTo, fieldError, mockFetch } from '@/web/test/fetch-mock';
import { FeesCard } from './fees-card';
import { openDialog } from '@/web/test/open-dialog';

const fetchMock = mockFetch({ signedIn: true });
const calls = (method: string, path: string) => callsTo(fetchMock, method, path);

/** A fake fees API over an in-memory list. */
function serve(initial: FeeStructure[]) {
  const fees = [...initial];
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    if (url === '/api/admin/fee-structures' && init.method === 'GET') {
      return jsonResponse(200, fees);
    }
    if (url === '/api/admin/fee-structures' && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      const created = { id: `fee-${fees.length + 1}`, ...body };
      fees.push(created);
      return jsonResponse(201, { ...created, created: 0 });
    }
    return jsonResponse(200, makeProfile('admin'));
  });
}

const fee = (overrides: Partial<FeeStructure>): FeeStructure => ({
  id: 'fee-1',
  feeType: 'Tuition',
  amountCents: 120_000,
  frequency: 'monthly',
  dueDay: 5,
  applicableGrades: ['Grade 1'],
  status: 'active',
  ...overrides,
});

const show = () => renderScreen(<FeesCard />);

describe('FeesCard', () => {
  it('shows the empty state, then the revenue the formula gives once a fee is added', async () => {
    serve([]);
    show();
    expect(await screen.findByText('No fee structures created yet')).toBeInTheDocument();
    expect(screen.getByTestId('estimated-revenue')).toHaveTextContent('$0.00');

    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Add Fee');
    await user.type(within(dialog).getByLabelText('Fee type'), 'Lab fee');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '100.50');
    await user.type(within(dialog).getByLabelText('Due day'), '10');
    expect(within(dialog).getByLabelText('Frequency')).toHaveValue('monthly');
    await user.click(within(dialog).getByLabelText('Grade 2'));
    await user.click(within(dialog).getByLabelText('Grade 1'));
    await user.click(within(dialog).getByRole('button', { name: 'Create fee' }));

    await waitFor(() => expect(calls('POST', '/api/admin/fee-structures')).toHaveLength(1));
    expect(JSON.parse(calls('POST', '/api/admin/fee-structures')[0]![1].body)).toEqual({
      feeType: 'Lab fee',
      amountCents: 10_050,
      dueDay: 10,
      frequency: 'monthly',
      applicableGrades: ['Grade 1', 'Grade 2'],
      status: 'active',
    });
    // $100.50 × 12 × 2 grades × 30 = $72,360.00
    await waitFor(() =>
      expect(screen.getByTestId('estimated-revenue')).toHaveTextContent('$72,360.00'),
    );
    expect(screen.getByText('Lab fee')).toBeInTheDocument();
  });

  it("lists dollars with cents, the first 3 grades then '+N more', and counts active fees only", async () => {
    serve([
      fee({
        applicableGrades: ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5'],
        frequency: 'quarterly',
        amountCents: 50_025,
      }),
      fee({ id: 'fee-2', feeType: 'Old bus', status: 'inactive', amountCents: 99_900 }),
    ]);
    show();
    const list = await screen.findByRole('list', { name: 'Fee structures' });
    const tuition = within(list).getAllByRole('listitem')[0]!;
    expect(tuition).toHaveTextContent('$500.25');
    expect(tuition).toHaveTextContent('Quarterly');
    expect(tuition).toHaveTextContent('Due day 5');
    expect(within(tuition).getByText('Grade 3')).toBeInTheDocument();
    expect(within(tuition).queryByText('Grade 4')).toBeNull();
    expect(within(tuition).getByText('+2 more')).toBeInTheDocument();
    expect(within(list).getByText('Inactive')).toBeInTheDocument();
    // $500.25 × 4 × 5 grades × 30 = $300,150.00; the inactive fee does not count.
    expect(screen.getByTestId('estimated-revenue')).toHaveTextContent('$300,150.00');
  });

  it('validates the form beside each field and sends nothing', async () => {
    serve([]);
    show();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Add Fee');
    await user.click(within(dialog).getByRole('button', { name: 'Create fee' }));
    expect(await within(dialog).findByText('Enter the fee type')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the amount')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the due day')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Amount ($)'), '10.555');
    await user.type(within(dialog).getByLabelText('Due day'), '32');
    await user.click(within(dialog).getByRole('button', { name: 'Create fee' }));
    expect(await within(dialog).findByText('Enter an amount such as 120.50')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Due day must be a whole number from 1 to 31'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Due day')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', '/api/admin/fee-structures')).toHaveLength(0);
  });

  it('says so in plain words when the fees cannot be loaded', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/admin/fee-structures'
        ? jsonResponse(403, {
            error: { code: 'FORBIDDEN', message: 'Your role does not have access to this.' },
          })
        : jsonResponse(200, makeProfile('admin')),
    );
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fee structures could not be loaded. Your role does not have access to this.',
    );
  });

  it('edits a fee prefilled in dollars, shows a server refusal beside its field, and deletes after confirming', async () => {
    const current = fee({ applicableGrades: ['Grade 1', 'Grade 2'] });
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/api/admin/fee-structures' && init.method === 'GET') {
        return jsonResponse(200, [current]);
      }
      if (url === `/api/admin/fee-structures/${current.id}` && init.method === 'PATCH') {
        return fieldError(
          400,
          'VALIDATION_FAILED',
          'amountCents',
          'Amount must be at most $1,000,000.00',
        );
      }
      if (url === `/api/admin/fee-structures/${current.id}` && init.method === 'DELETE') {
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, makeProfile('admin'));
    });
    show();
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Edit Tuition', 'Edit fee structure');
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveValue(1200);
    expect(within(dialog).getByLabelText('Due day')).toHaveValue(5);
    expect(within(dialog).getByLabelText('Grade 2')).toBeChecked();
    expect(within(dialog).getByLabelText('Grade 3')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save fee' }));
    expect(
      await within(dialog).findByText('Amount must be at most $1,000,000.00'),
    ).toBeInTheDocument();
    expect(
      JSON.parse(calls('PATCH', `/api/admin/fee-structures/${current.id}`)[0]![1].body),
    ).toMatchObject({
      amountCents: 120_000,
      dueDay: 5,
      applicableGrades: ['Grade 1', 'Grade 2'],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const confirm = await openDialog(user, 'Delete Tuition', 'Delete fee structure?');
    expect(calls('DELETE', `/api/admin/fee-structures/${current.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls('DELETE', `/api/admin/fee-structures/${current.id}`)).toHaveLength(1),
    );
  });
});

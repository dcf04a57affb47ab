import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/errors';
import type { DryRunResult } from '@/shared/schemas/imports';
import { uploadFile } from '@/web/lib/upload';
import { renderApp } from '@/web/test/render-app';
import { mockFetch, profileOrNotFound } from '@/web/test/fetch-mock';
import { ImportPage } from './import-page';

vi.mock('@/web/lib/upload', () => ({ uploadFile: vi.fn() }));
const upload = vi.mocked(uploadFile);
const fetchMock = mockFetch({ signedIn: true });

const withErrors: DryRunResult = {
  kind: 'parents',
  rows: 2,
  errorCount: 1,
  errors: [
    {
      line: 3,
      column: 'child_roll_numbers',
      message: 'No student with roll number S9 in your school. Import the students first.',
    },
  ],
  plan: { create: 1, update: 0, unchanged: 0 },
  preview: [],
};
const clean: DryRunResult = {
  ...withErrors,
  errorCount: 0,
  errors: [],
  plan: { create: 2, update: 0, unchanged: 0 },
  preview: [
    {
      line: 2,
      action: 'create',
      values: { full_name: 'Pat Parent', email: 'pat@x.test', phone: '', child_roll_numbers: 'S1' },
    },
  ],
};

const csvFile = (text = 'full_name,email\nA,a@x.test\n') =>
  new File([text], 'parents.csv', { type: 'text/csv' });

beforeEach(() => {
  upload.mockReset();
  fetchMock.mockImplementation(async (url: string) => profileOrNotFound(url, 'admin'));
});

describe('ImportPage', () => {
  it('preselects the kind from ?kind= and lists its columns', async () => {
    renderApp([{ path: '/admin/import', element: <ImportPage /> }], '/admin/import?kind=parents');
    expect(await screen.findByRole('radio', { name: 'Parents' })).toBeChecked();
    const columns = screen.getByRole('table', { name: 'Columns of the parents file' });
    expect(within(columns).getByText('child_roll_numbers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download parents template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('shows the errors of a bad file by line and column; a clean check enables Import', async () => {
    const user = userEvent.setup();
    upload.mockImplementation(async (_url, _file, options) => {
      options?.onUploadProgress?.(50, 100);
      return JSON.stringify(upload.mock.calls.length === 1 ? withErrors : clean);
    });
    renderApp([{ path: '/admin/import', element: <ImportPage /> }], '/admin/import?kind=parents');
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(screen.getByText('Choose a CSV file to check.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const errors = await screen.findByRole('table', { name: 'Errors in the file' });
    const row = within(errors).getAllByRole('row')[1]!;
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('child_roll_numbers')).toBeInTheDocument();
    expect(within(row).getByText(/No student with roll number S9/)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(
      '/api/admin/imports/dry-run?kind=parents',
      expect.any(File),
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.upload(screen.getByLabelText('CSV file'), csvFile('fixed'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('No errors in 2 rows. Ready to import.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What the import would do' })).toHaveTextContent(
      '2 to create',
    );
    const preview = screen.getByRole('table', { name: 'First rows of the file' });
    expect(within(preview).getAllByRole('row')[1]).toHaveTextContent('2CreatePat Parentpat@x.test');
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('imports with a progress bar, then sums up', async () => {
    const user = userEvent.setup();
    let finish: (text: string) => void = () => undefined;
    upload.mockImplementation((url, _file, options) => {
      if (url.includes('dry-run')) return Promise.resolve(JSON.stringify(clean));
      options?.onText?.('{"type":"progress","done":1,"total":2}\n');
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderApp([{ path: '/admin/import', element: <ImportPage /> }], '/admin/import?kind=parents');
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const bar = await screen.findByRole('progressbar', { name: 'Importing rows' });
    expect(bar).toHaveAttribute('value', '1');
    expect(bar).toHaveAttribute('max', '2');
    finish(
      '{"type":"progress","done":1,"total":2}\n{"type":"done","result":{"kind":"parents","rows":2,"created":2,"updated":0,"unchanged":0,"invited":2}}\n',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported 2 rows: 2 created, 0 updated, 0 unchanged. 2 invitations sent by email.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB before sending it, and says why the server refused one', async () => {
    const user = userEvent.setup();
    renderApp([{ path: '/admin/import', element: <ImportPage /> }], '/admin/import');
    const big = csvFile();
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(await screen.findByLabelText('CSV file'), big);
    expect(
      screen.getByText('The file is larger than 5 MB. Split it into smaller files.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(upload).not.toHaveBeenCalled();

    upload.mockRejectedValue(
      new AppError(
        'VALIDATION_FAILED',
        'The file has more than 20,000 rows. Split it into smaller files.',
      ),
    );
    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file has more than 20,000 rows. Split it into smaller files.',
    );
  });
});

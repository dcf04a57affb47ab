import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/errors';
import { ListState } from './list-state';

/** Only the fields ListState reads; the rest of a query result does not matter here. */
function queryOf<T = string[]>(state: Partial<UseQueryResult<T>>): UseQueryResult<T> {
  return { isPending: false, isError: false, refetch: vi.fn(), ...state } as UseQueryResult<T>;
}

function show(query: UseQueryResult<string[]>, retryLabel?: string | null) {
  render(
    <ListState
      query={query}
      loadingLabel="Loading things"
      errorText="The things could not be loaded."
      retryLabel={retryLabel}
      empty="No things yet"
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <ul aria-label="Things">
          {data.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListState>,
  );
}

/** ListState over loaded `data` without its own isEmpty, showing `text` of the data. */
function withDefaultCheck<T>(data: T, text: (data: T) => string) {
  return (
    <ListState
      query={queryOf({ isSuccess: true, data })}
      loadingLabel="Loading things"
      errorText="The things could not be loaded."
      empty="No things yet"
    >
      {(loaded) => <p>{text(loaded)}</p>}
    </ListState>
  );
}

describe('ListState', () => {
  it('shows named skeletons while loading', () => {
    show(queryOf({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading things' })).toBeInTheDocument();
  });

  it('says what could not be loaded in plain words, and Try again refetches', async () => {
    const refetch = vi.fn();
    const error = new AppError('FORBIDDEN', 'Your role does not have access to this.');
    show(queryOf({ isError: true, error, refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The things could not be loaded. Your role does not have access to this. Try again',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('can leave the retry button out', () => {
    show(queryOf({ isError: true, error: new Error('boom') }), null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The things could not be loaded. Something went wrong. Please try again.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the empty text when there is nothing', () => {
    show(queryOf({ isSuccess: true, data: [] }));
    expect(screen.getByText('No things yet')).toBeInTheDocument();
  });

  it('renders the list with the loaded data', () => {
    show(queryOf({ isSuccess: true, data: ['One', 'Two'] }));
    expect(screen.getByRole('list', { name: 'Things' })).toHaveTextContent('OneTwo');
  });

  it('without isEmpty, counts an array with no items as empty', () => {
    const { rerender } = render(withDefaultCheck([], (rows) => rows.join(', ')));
    expect(screen.getByText('No things yet')).toBeInTheDocument();
    rerender(withDefaultCheck(['One'], (rows) => rows.join(', ')));
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.queryByText('No things yet')).toBeNull();
  });

  it.each(['rows', 'items'])('without isEmpty, counts a page with no %s as empty', (key) => {
    const page = (rows: string[]) => ({ [key]: rows, total: rows.length, page: 1, pageSize: 20 });
    const { rerender } = render(withDefaultCheck(page([]), () => 'The page'));
    expect(screen.getByText('No things yet')).toBeInTheDocument();
    rerender(withDefaultCheck(page(['One']), () => 'The page'));
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});

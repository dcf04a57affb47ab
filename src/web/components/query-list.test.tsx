import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryList } from './query-list';

interface Page {
  items: string[];
}

function queryOf<TData>(data: TData): UseQueryResult<TData> {
  return {
    isPending: false,
    isError: false,
    isSuccess: true,
    data,
    refetch: vi.fn(),
  } as unknown as UseQueryResult<TData>;
}

const texts = {
  loadingLabel: 'Loading things',
  errorText: 'The things could not be loaded.',
  empty: 'No things yet',
};

describe('QueryList', () => {
  it('shows named skeletons while loading', () => {
    const query = { isPending: true, refetch: vi.fn() } as unknown as UseQueryResult<string[]>;
    render(
      <QueryList query={query} {...texts}>
        {(row) => <li key={row}>{row}</li>}
      </QueryList>,
    );
    expect(screen.getByRole('status', { name: 'Loading things' })).toBeInTheDocument();
  });

  it('renders one row per item of the data, in a named list', () => {
    render(
      <QueryList query={queryOf(['One', 'Two'])} label="Things" {...texts}>
        {(row) => <li key={row}>{row}</li>}
      </QueryList>,
    );
    const list = screen.getByRole('list', { name: 'Things' });
    expect(list.tagName).toBe('UL');
    expect(list).toHaveClass('grid gap-2');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two']);
  });

  it('takes the rows from within the data, as an ordered list with its own classes', () => {
    render(
      <QueryList
        query={queryOf<Page>({ items: ['First'] })}
        rows={(data) => data.items}
        label="Things"
        as="ol"
        className="divide-y"
        {...texts}
      >
        {(row) => <li key={row}>{row}</li>}
      </QueryList>,
    );
    const list = screen.getByRole('list', { name: 'Things' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveClass('divide-y');
    expect(list).toHaveTextContent('First');
  });

  it('shows the empty text when there are no rows', () => {
    render(
      <QueryList query={queryOf<Page>({ items: [] })} rows={(data) => data.items} {...texts}>
        {(row) => <li key={row}>{row}</li>}
      </QueryList>,
    );
    expect(screen.getByText('No things yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's search, sort, order, page and filters, kept in the address (so Back, a reload or
 * a shared link shows the same page). The search box travels to the server once typing pauses.
 */
export function useListParams<Sort extends string>(defaultSort: Sort, sorts: readonly Sort[]) {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as Sort | null;
  const sort = sortParam && sorts.includes(sortParam) ? sortParam : defaultSort;
  const order: 'asc' | 'desc' = params.get('order') === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);

  const update = (changes: Record<string, string | null>, resetPage = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => update({ q: typed.trim() }), 250);
    return () => clearTimeout(timer);
    // Only the typed text starts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  return {
    sort,
    order,
    page,
    search,
    typed,
    setTyped,
    filter: (name: string) => params.get(name) ?? '',
    setFilter: (name: string, value: string) => update({ [name]: value }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }, false),
    /** A header click: the same column flips its order, another starts ascending. */
    toggleSort: (next: Sort) =>
      update({
        sort: next === defaultSort ? null : next,
        order: next === sort && order === 'asc' ? 'desc' : null,
      }),
  };
}

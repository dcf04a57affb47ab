import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListState } from '@/web/components/list-state';

/** A class's students read from the server (its register, its report): empty when it has none. */
export function ClassStudentsState<TData extends { students: readonly unknown[] }>({
  query,
  loadingLabel,
  errorText,
  children,
}: {
  query: UseQueryResult<TData>;
  loadingLabel: string;
  errorText: string;
  children: (data: TData) => ReactNode;
}) {
  return (
    <ListState
      query={query}
      loadingLabel={loadingLabel}
      errorText={errorText}
      empty="No students in this class yet."
      isEmpty={(data) => data.students.length === 0}
    >
      {children}
    </ListState>
  );
}

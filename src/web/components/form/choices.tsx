import type { UseQueryResult } from '@tanstack/react-query';
import { requestErrorMessage } from '@/web/lib/field-errors';

/** The choices a form field reads from the server: the query's rows and its state. */
export type ChoicesQuery<T> = Pick<UseQueryResult<T[]>, 'data' | 'isPending' | 'isError' | 'error'>;

/** Why the choices could not load, in plain words, for the field's error; undefined while none. */
export function choicesError(query: Pick<UseQueryResult, 'isError' | 'error'>): string | undefined {
  return query.isError ? requestErrorMessage(query.error) : undefined;
}

/** A select's empty first option: loading, then the prompt to choose, or that there is nothing. */
export function ChoicesPlaceholder({
  query,
  loading,
  choose,
  none,
}: {
  query: Pick<ChoicesQuery<unknown>, 'data' | 'isPending'>;
  loading: string;
  choose: string;
  none: string;
}) {
  return <option value="">{query.isPending ? loading : query.data?.length ? choose : none}</option>;
}

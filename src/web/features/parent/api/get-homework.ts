import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentHomework, ParentHomeworkQuery } from '@/shared/schemas/parent';
import { parentHomeworkSchema } from '@/shared/schemas/parent';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { listParams } from '@/web/lib/list-params';
import { parentKeys } from './parent-keys';

/** GET /api/parent/homework: every piece of the children's work, filtered by child, status, subject. */
export function getHomework(filter: ParentHomeworkQuery): Promise<ParentHomework> {
  const query = listParams(filter);
  return fetchParsed(parentHomeworkSchema, `/api/parent/homework${query ? `?${query}` : ''}`);
}

export const homeworkQuery = (filter: ParentHomeworkQuery) =>
  queryOptions({
    queryKey: parentKeys.homework(filter),
    queryFn: () => getHomework(filter),
    // A new filter keeps the last list (and the filters) until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useHomework(filter: ParentHomeworkQuery) {
  return useQuery(homeworkQuery(filter));
}

import { statsQueryKey } from './get-stats';
import { usersQueryKey } from './list-users';

export type DirectoryKind = 'students' | 'teachers' | 'parents';

/**
 * Query keys of the Teachers, Students and Parents screens. They live under the users key, so an
 * add, edit or delete through the dashboard's user paths refreshes these lists too.
 */
export const directoryKeys = {
  all: [...usersQueryKey, 'directory'] as const,
  list: (kind: DirectoryKind, query: object) =>
    [...usersQueryKey, 'directory', kind, 'list', query] as const,
  detail: (kind: DirectoryKind, id: string) =>
    [...usersQueryKey, 'directory', kind, 'detail', id] as const,
};

/** What a write refreshes: every list and detail of people (both sides of a link), and the tiles. */
export const peopleKeys = [usersQueryKey, statsQueryKey];

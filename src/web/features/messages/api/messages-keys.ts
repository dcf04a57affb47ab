/** Query keys of the Messages screens; every key starts with 'messages', which live events refetch. */
export const messagesKeys = {
  all: ['messages'] as const,
  list: (view: 'inbox' | 'hidden', page: number) => ['messages', 'list', view, page] as const,
  thread: (id: string) => ['messages', 'thread', id] as const,
  unread: ['messages', 'unread'] as const,
  contacts: (search: string) => ['messages', 'contacts', search] as const,
};

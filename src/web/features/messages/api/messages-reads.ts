import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageContactsSchema,
  threadPageSchema,
  threadSchema,
  unreadSchema,
} from '@/shared/schemas/messages';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useLiveInvalidation } from '@/web/lib/live/user-live-events';
import { messagesKeys } from './messages-keys';

/** GET /api/messages: the caller's conversations, a page at a time. */
export function useThreads(view: 'inbox' | 'hidden', page: number) {
  useLiveInvalidation(['message'], messagesKeys.all);
  return useQuery({
    queryKey: messagesKeys.list(view, page),
    queryFn: () => fetchParsed(threadPageSchema, `/api/messages?view=${view}&page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/messages/:id: opening it marks its messages read (the unread count changes too). */
export function useThread(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messagesKeys.thread(id ?? ''),
    queryFn: async () => {
      const thread = await fetchParsed(threadSchema, `/api/messages/${id}`);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.unread });
      void queryClient.invalidateQueries({ queryKey: ['messages', 'list'] });
      return thread;
    },
    enabled: id !== null,
  });
}

/** GET /api/messages/unread: the number beside 'Messages' in the menu, kept live. */
export function useUnreadMessages(enabled = true) {
  useLiveInvalidation(['message'], messagesKeys.unread);
  return useQuery({
    queryKey: messagesKeys.unread,
    queryFn: () => fetchParsed(unreadSchema, '/api/messages/unread'),
    enabled,
    select: (data) => data.unread,
  });
}

/** GET /api/messages/contacts: whom the caller may write to (an admin searches). */
export function useMessageContacts(search: string, enabled: boolean) {
  return useQuery({
    queryKey: messagesKeys.contacts(search),
    queryFn: () =>
      fetchParsed(messageContactsSchema, `/api/messages/contacts?q=${encodeURIComponent(search)}`),
    enabled,
    placeholderData: keepPreviousData,
    select: (data) => data.contacts,
  });
}

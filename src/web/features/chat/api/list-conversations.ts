import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationListSchema } from '@/shared/schemas/chat';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { chatKeys } from './chat-keys';

export const listConversations = async () =>
  conversationListSchema.parse(await authorizedFetch('/api/chat/conversations'));

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.conversations, queryFn: listConversations });

/** GET /api/chat/conversations: the caller's own, most recent first. */
export const useConversations = () => useQuery(conversationsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentListSchema } from '@/shared/schemas/rag';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { chatKeys } from './chat-keys';

export const listDocuments = async () =>
  documentListSchema.parse(await authorizedFetch('/api/documents'));

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.documents, queryFn: listDocuments });

/** GET /api/documents: the school's documents and the caller's own private ones. */
export const useDocuments = () => useQuery(documentsQueryOptions());

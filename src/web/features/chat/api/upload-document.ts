import type { DocumentVisibility } from '@/shared/rules/document-visibility';
import { ragIngestResultSchema, type RagIngestResult } from '@/shared/schemas/rag';
import { chatKeys } from './chat-keys';
import { errorMessage, sessionFetch } from './session-fetch';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/**
 * POST /functions/v1/rag-ingest with the file itself (multipart), so the server reads PDFs too.
 * Throws an Error with the server's message, or 'Upload error' when it gave none.
 */
export async function uploadDocument({
  file,
  visibility,
}: {
  file: File;
  visibility: DocumentVisibility;
}): Promise<RagIngestResult> {
  const form = new FormData();
  form.append('visibility', visibility);
  form.append('file', file);
  const response = await sessionFetch('/functions/v1/rag-ingest', { method: 'POST', body: form });
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // No JSON: the generic message below.
  }
  const parsed = ragIngestResultSchema.safeParse(payload);
  if (response.ok && parsed.success) return parsed.data;
  throw new Error(errorMessage(payload) ?? 'Upload error');
}

export function useUploadDocument() {
  return useInvalidatingMutation(uploadDocument, [chatKeys.documents]);
}

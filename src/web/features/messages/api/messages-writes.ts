import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type StartThreadValues,
  type Thread,
  hideThreadSchema,
  threadSchema,
} from '@/shared/schemas/messages';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useStoringMutation } from '@/web/lib/use-storing-mutation';
import { messagesKeys } from './messages-keys';

/** JSON, or multipart when a file goes with the message (the server reads both). */
function messageBody(fields: Record<string, string>, file: File | null) {
  if (!file) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

const useThreadMutation = <Input>(send: (input: Input) => Promise<Thread>) =>
  useStoringMutation(send, (thread) => messagesKeys.thread(thread.id), [messagesKeys.all]);

/** POST /api/messages: a new conversation with its first message. */
export function useStartThread() {
  return useThreadMutation((input: { values: StartThreadValues; file: File | null }) =>
    fetchParsed(threadSchema, '/api/messages', {
      method: 'POST',
      body: messageBody(
        {
          recipients: input.values.recipients.join(','),
          studentId: input.values.studentId ?? '',
          subject: input.values.subject,
          body: input.values.body,
        },
        input.file,
      ),
    }),
  );
}

/** POST /api/messages/:id/replies. */
export function useReply(threadId: string) {
  return useThreadMutation((input: { body: string; file: File | null }) =>
    fetchParsed(threadSchema, `/api/messages/${threadId}/replies`, {
      method: 'POST',
      body: messageBody({ body: input.body }, input.file),
    }),
  );
}

/** PUT /api/messages/:id/hidden: hides (or brings back) a conversation for the caller only. */
export function useHideThread(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      fetchParsed(hideThreadSchema, `/api/messages/${threadId}/hidden`, {
        method: 'PUT',
        body: { hidden },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}

import type { ChatProvider } from '@/shared/rules/provider-choice';
import { chatReplySchema, type ChatMessage, type ChatReply } from '@/shared/schemas/chat';
import { errorMessage, sessionFetch } from './session-fetch';

export interface SendChatInput {
  messages: ChatMessage[];
  provider: ChatProvider;
  conversationId: string | null;
  image: File | null;
}

/** What the server answered: the reply, or an error message in its words, or neither. */
export type SendChatResult = { ok: true; answer: ChatReply } | { ok: false; error: string | null };

function body(input: SendChatInput): { body: BodyInit; headers: Record<string, string> } {
  const conversation = input.conversationId ? { conversationId: input.conversationId } : {};
  if (!input.image) {
    return {
      body: JSON.stringify({ messages: input.messages, provider: input.provider, ...conversation }),
      headers: { 'content-type': 'application/json' },
    };
  }
  // Spec call 4: multipart {image, provider, messages (JSON of the history)}.
  const form = new FormData();
  form.append('provider', input.provider);
  form.append('messages', JSON.stringify(input.messages));
  if (input.conversationId) form.append('conversationId', input.conversationId);
  form.append('image', input.image);
  return { body: form, headers: {} };
}

function finalLine(line: unknown): SendChatResult | null {
  const parsed = chatReplySchema.safeParse(line);
  if (parsed.success) return { ok: true, answer: parsed.data };
  const error = errorMessage(line);
  return error === null ? null : { ok: false, error };
}

/**
 * POST /api/chat?stream=1 (spec calls 4 and 5, the reply streamed): `onDelta` gets each piece of
 * the reply as it comes; the result is the whole answer or the error in the server's words.
 * Rejects only when the server cannot be reached.
 */
export async function sendChat(
  input: SendChatInput,
  onDelta: (text: string) => void,
): Promise<SendChatResult> {
  const { body: payload, headers } = body(input);
  const response = await sessionFetch('/api/chat?stream=1', {
    method: 'POST',
    body: payload,
    headers: { accept: 'application/x-ndjson, application/json', ...headers },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('ndjson') || !response.body) {
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: neither a reply nor an error.
    }
    return finalLine(parsed) ?? { ok: false, error: null };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let result: SendChatResult = { ok: false, error: null };
  const take = (line: string) => {
    if (!line.trim()) return;
    const parsed = JSON.parse(line) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'delta' in parsed) {
      onDelta(String((parsed as { delta: unknown }).delta));
      return;
    }
    result = finalLine(parsed) ?? result;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    lines.forEach(take);
  }
  take(buffered);
  return result;
}

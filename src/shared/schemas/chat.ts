import { z } from 'zod';
import { chatProviderValues } from '../rules/provider-choice';
import { idParams, questionText } from './fields.ts';

/** Longest message the chat accepts, and the most history one request carries. */
export const CHAT_MESSAGE_MAX = 8000;
export const CHAT_HISTORY_MAX = 50;
/** Largest image the chat describes (10 MB), and the formats it accepts (checked by content). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_MB = 10;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const chatProviderSchema = z.enum(chatProviderValues, {
  error: `provider must be one of ${chatProviderValues.join(', ')}`,
});

/** Spec 3: a chat message is {role, content}. */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .max(CHAT_MESSAGE_MAX, `A message must be at most ${CHAT_MESSAGE_MAX} characters`),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * POST /api/chat (spec calls 4 and 5): the full history including the new user message, and the
 * provider. conversationId (optional, the portal's own) names the saved conversation to add to;
 * without it a new conversation starts.
 */
export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema)
    .min(1, 'Send at least one message')
    .max(CHAT_HISTORY_MAX, `Send at most the last ${CHAT_HISTORY_MAX} messages`),
  provider: chatProviderSchema,
  conversationId: z
    .string()
    .uuid('conversationId must be the id of one of your conversations')
    .optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/**
 * The answer: the reply, the provider that really answered (null when none could: the reply says
 * so in plain words), and the conversation it was saved in.
 */
export const chatReplySchema = z.object({
  reply: z.string(),
  provider: chatProviderSchema.nullable(),
  conversationId: z.string(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/** One line of a streamed answer (POST /api/chat?stream=1, NDJSON): a piece, then the whole. */
export const chatStreamLineSchema = z.union([
  z.object({ delta: z.string() }),
  chatReplySchema,
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type ChatStreamLine = z.infer<typeof chatStreamLineSchema>;

/** POST /functions/v1/db-query (spec call 3). */
export const dbQuerySchema = z.object({
  question: questionText(1000),
});
export type DbQueryInput = z.infer<typeof dbQuerySchema>;

export const dbQueryResultSchema = z.object({ result: z.string() });
export type DbQueryResult = z.infer<typeof dbQueryResultSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
});

export const storedMessageSchema = chatMessageSchema.extend({
  provider: chatProviderSchema.nullable(),
  /** The image sent with a user's message: its name, and where the caller may GET it. */
  image: z.object({ name: z.string(), url: z.string() }).optional(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;

export const conversationSchema = conversationSummarySchema.extend({
  messages: z.array(storedMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageIdParamsSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,15}$/, 'Not a message id'),
});

export const conversationIdParamsSchema = idParams('Not a conversation id');

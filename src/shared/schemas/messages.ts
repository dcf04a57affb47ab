import { z } from 'zod';
import { idParams, namedRefSchema, requiredText } from './fields.ts';
import { itemPageOf, listPageField, listPageSizeField, listSearchField } from './paging.ts';

/**
 * Messages between the school and its families (not the AI assistant's chat): threads about a
 * child, their members, messages with sent and read times, an optional attachment each.
 */
export const MESSAGE_MAX_CHARS = 5000;
export const SUBJECT_MAX_CHARS = 200;
/** The school office (the admins, as a group) as a recipient. */
export const OFFICE = 'office';
export const OFFICE_NAME = 'School office';

export const messageBodyField = requiredText('Message', MESSAGE_MAX_CHARS);

const recipientId = z.union([z.literal(OFFICE), z.string().uuid('Choose whom to write to')]);
/** Recipients: an array, or (from a multipart form) one comma-separated string. */
const recipientsField = z
  .union([z.array(z.string()), z.string()], { error: 'Choose whom to write to' })
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean),
  )
  .pipe(
    z
      .array(recipientId)
      .min(1, 'Choose whom to write to')
      .max(20, 'Write to at most 20 people at once'),
  );

/** Start a conversation: to whom, about which child (an admin may leave it out), and the message. */
export const startThreadSchema = z.object({
  recipients: recipientsField,
  studentId: z
    .string()
    .uuid('Choose which child this is about')
    .or(z.literal(''))
    .nullish()
    .transform((value) => value || null),
  subject: requiredText('Subject', SUBJECT_MAX_CHARS),
  body: messageBodyField,
});
export type StartThreadInput = z.input<typeof startThreadSchema>;
export type StartThreadValues = z.output<typeof startThreadSchema>;

export const replySchema = z.object({ body: messageBodyField });
export type ReplyValues = z.output<typeof replySchema>;

export const hideThreadSchema = z.object({ hidden: z.boolean() });

export const threadParamsSchema = idParams('No such conversation');
export const messageParamsSchema = idParams('No such message');

export const threadListQuerySchema = z.object({
  view: z.enum(['inbox', 'hidden']).default('inbox'),
  page: listPageField,
  pageSize: listPageSizeField(20),
});

export const contactsQuerySchema = z.object({ q: listSearchField });

/** Someone the caller may write to (the 'new message' picker); `id` 'office' is the office. */
export const messageContactSchema = namedRefSchema.extend({
  role: z.enum(['admin', 'teacher', 'parent', 'student', 'office']),
  /** What links them: 'Mathematics · Grade 10A', 'Guardian'. */
  detail: z.string().nullable(),
  studentId: z.string().nullable(),
  studentName: z.string().nullable(),
});
export type MessageContact = z.infer<typeof messageContactSchema>;
export const messageContactsSchema = z.object({ contacts: z.array(messageContactSchema) });

export const attachmentInfoSchema = z.object({
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});

export const threadSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  studentName: z.string().nullable(),
  /** The other members, by name ('School office' for the admins as a group). */
  withNames: z.array(z.string()),
  lastMessage: z
    .object({ body: z.string(), senderName: z.string(), sentAt: z.string() })
    .nullable(),
  unread: z.number(),
  hidden: z.boolean(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;
export const threadPageSchema = itemPageOf(threadSummarySchema);
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const threadMessageSchema = z.object({
  id: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  mine: z.boolean(),
  body: z.string(),
  sentAt: z.string(),
  attachment: attachmentInfoSchema.nullable(),
  /** When each other member first opened it. */
  reads: z.array(z.object({ userId: z.string(), name: z.string(), readAt: z.string() })),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const threadSchema = z.object({
  id: z.string(),
  subject: z.string(),
  studentId: z.string().nullable(),
  studentName: z.string().nullable(),
  withNames: z.array(z.string()),
  hidden: z.boolean(),
  /** Whether the caller may still add a message (the rules of who may write to whom). */
  mayReply: z.boolean(),
  messages: z.array(threadMessageSchema),
});
export type Thread = z.infer<typeof threadSchema>;

/** GET /api/messages/unread: the count of unread messages, as notifications count theirs. */
export { unreadCountSchema as unreadSchema } from './responses.ts';

import { AppError } from '@/shared/errors.ts';
import {
  isLlmProvider,
  type ChatProvider,
  type LlmProvider,
} from '@/shared/rules/provider-choice.ts';
import type { Role } from '@/shared/schemas/auth.ts';
import type { ChatReply, ChatRequest, Conversation } from '@/shared/schemas/chat.ts';
import type { AiConfig } from '../config.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import { fieldError } from '../platform/http/field-error.ts';
import { answer as ragAnswer } from '../rag/rag.service.ts';
import {
  conversationMessages,
  deleteConversation,
  findConversation,
  findMessageImage,
  insertMessageImage,
  insertConversation,
  NEW_CHAT,
  titleUntitled,
  insertMessage,
  listConversations,
} from './chat.queries.ts';
import { answerDataQuestion, isDataQuestion } from './data-questions/db-query.service.ts';
import { describeOffline, imageFacts, type CheckedImage } from './images/image.ts';
import { complete, isConfigured, type LlmMessage } from '../platform/ai/providers.ts';
import {
  answeredInstead,
  imageReadOffline,
  logNotSetUp,
  notSetUp,
  type ChatLog,
} from './not-set-up.ts';

const CONVERSATIONS_LISTED = 50;
const TITLE_MAX = 60;
const NOT_YOURS = 'This conversation does not exist or is not yours.';

function titleOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return 'Image';
  return line.length <= TITLE_MAX ? line : `${line.slice(0, TITLE_MAX - 1)}…`;
}

interface Saved {
  conversationId: string;
  tenantId: string;
  userId: string;
  role: Role;
}

/** The conversation to add to (the caller's own) or a new one, with the user's message saved. */
async function saveQuestion(
  scope: RequestScope,
  conversationId: string | undefined,
  text: string,
  image: CheckedImage | null,
): Promise<Saved> {
  return scope.asCaller(async (tx, me) => {
    let id = conversationId;
    if (id) {
      if (!(await findConversation(tx, id))) throw new AppError('NOT_FOUND', NOT_YOURS);
      await titleUntitled(tx, id, titleOf(text));
    } else {
      id = await insertConversation(tx, {
        tenantId: me.tenantId,
        userId: me.userId,
        title: titleOf(text),
      });
    }
    const messageId = await insertMessage(tx, {
      tenantId: me.tenantId,
      userId: me.userId,
      conversationId: id,
      role: 'user',
      content: text,
      provider: null,
    });
    if (image) {
      await insertMessageImage(tx, {
        tenantId: me.tenantId,
        userId: me.userId,
        messageId,
        contentType: image.mime,
        name: image.filename.slice(0, 255) || 'image',
        data: image.data,
      });
    }
    return { conversationId: id, tenantId: me.tenantId, userId: me.userId, role: me.role };
  });
}

async function saveReply(
  scope: RequestScope,
  saved: Saved,
  reply: string,
  provider: ChatProvider | null,
) {
  await scope.asCaller((tx) =>
    insertMessage(tx, {
      tenantId: saved.tenantId,
      userId: saved.userId,
      conversationId: saved.conversationId,
      role: 'assistant',
      content: reply,
      provider,
    }),
  );
}

/** The reply, and the provider that answered it: none when no provider could (said in the reply). */
interface Answer {
  reply: string;
  provider: ChatProvider | null;
}

/** The provider for an image: the chosen one if it is a configured model, else OpenAI if set. */
function visionProvider(ai: AiConfig, chosen: ChatProvider): LlmProvider | null {
  if (isLlmProvider(chosen) && isConfigured(ai, chosen)) return chosen;
  return isConfigured(ai, 'openai') ? 'openai' : null;
}

function llmMessages(request: ChatRequest, image: CheckedImage | null): LlmMessage[] {
  const messages: LlmMessage[] = request.messages.map((m) => ({
    role: m.role,
    content: m.content,
  }));
  if (image) {
    const last = request.messages.at(-1)!;
    messages[messages.length - 1] = {
      role: 'user',
      content: [
        { type: 'text', text: last.content.trim() || 'Describe this image.' },
        { type: 'image_url', image_url: { url: image.dataUrl } },
      ],
    };
  }
  return messages;
}

/**
 * The chosen model has no key: the school's data or documents answer, labelled so, when the
 * question is about them (the documents only when a passage answers it); else the person is told
 * plainly that the assistant is not set up, and no provider answered.
 */
async function answerFromSchool(
  scope: RequestScope,
  ai: AiConfig,
  text: string,
  asked: { provider: LlmProvider; role: Role; log: ChatLog | undefined },
): Promise<Answer> {
  logNotSetUp(asked.log, asked.provider, 'chat');
  const intro = (source: 'data' | 'documents') =>
    answeredInstead(asked.provider, asked.role, source);
  if (isDataQuestion(text)) {
    return {
      reply: `${intro('data')}\n\n${await answerDataQuestion(scope, text)}`,
      provider: 'db',
    };
  }
  const found = await ragAnswer(scope, text, ai, asked.log);
  if (found.answers) return { reply: `${intro('documents')}\n\n${found.text}`, provider: 'rag' };
  return { reply: notSetUp(asked.provider, asked.role), provider: null };
}

async function answerWith(
  scope: RequestScope,
  ai: AiConfig,
  request: ChatRequest,
  image: CheckedImage | null,
  context: { role: Role; log?: ChatLog | undefined; onDelta?: (text: string) => void },
): Promise<Answer> {
  const { role, log, onDelta } = context;
  const text = request.messages.at(-1)!.content.trim();
  if (image) {
    const provider = visionProvider(ai, request.provider);
    if (!provider) {
      logNotSetUp(log, 'openai', 'image');
      return { reply: imageReadOffline(role, await describeOffline(image)), provider: null };
    }
    return {
      reply: await complete(ai, provider, llmMessages(request, image), { onDelta }),
      provider,
    };
  }
  if (request.provider === 'rag')
    return { reply: (await ragAnswer(scope, text, ai)).text, provider: 'rag' };
  if (request.provider === 'db')
    return { reply: await answerDataQuestion(scope, text, ai), provider: 'db' };
  const provider = request.provider;
  if (isConfigured(ai, provider)) {
    return {
      reply: await complete(ai, provider, llmMessages(request, null), { onDelta }),
      provider,
    };
  }
  return answerFromSchool(scope, ai, text, { provider, role, log });
}

/**
 * POST /api/chat: saves the question in the caller's conversation, answers it with the chosen
 * provider (or what can answer in its place, said plainly), saves the reply and says which
 * provider really answered (null: none could, and the reply says why in plain words). `onSaved` runs once the question is saved, before the answer (the
 * streamed route starts its response there); `onDelta` receives a model's reply as it comes.
 */
export async function chat(
  scope: RequestScope,
  ai: AiConfig,
  request: ChatRequest,
  image: CheckedImage | null,
  hooks: { onDelta?: (text: string) => void; onSaved?: () => void; log?: ChatLog } = {},
): Promise<ChatReply> {
  const last = request.messages.at(-1)!;
  if (last.role !== 'user') {
    throw fieldError('messages', 'The last message must be the user’s');
  }
  if (!last.content.trim() && !image) {
    throw fieldError('messages', 'Type a message or choose an image');
  }
  const question = image
    ? `${last.content.trim()}\n\n[Image: ${imageFacts(image)}]`.trim()
    : last.content.trim();
  const saved = await saveQuestion(scope, request.conversationId, question, image);
  hooks.onSaved?.();
  const { reply, provider } = await answerWith(scope, ai, request, image, {
    role: saved.role,
    log: hooks.log,
    onDelta: hooks.onDelta,
  });
  await saveReply(scope, saved, reply, provider);
  return { reply, provider, conversationId: saved.conversationId };
}

export async function conversations(scope: RequestScope) {
  const rows = await scope.asCaller((tx) => listConversations(tx, CONVERSATIONS_LISTED));
  return { conversations: rows };
}

export async function conversation(scope: RequestScope, id: string): Promise<Conversation> {
  return scope.asCaller(async (tx) => {
    const found = await findConversation(tx, id);
    if (!found) throw new AppError('NOT_FOUND', NOT_YOURS);
    const messages = await conversationMessages(tx, id);
    return {
      ...found,
      messages: messages.map(({ id: messageId, imageName, ...message }) => ({
        ...message,
        ...(imageName ? { image: { name: imageName, url: messageImageUrl(messageId) } } : {}),
      })),
    };
  });
}

const messageImageUrl = (messageId: string) => `/api/chat/messages/${messageId}/image`;

/** The image sent with one of the caller's own messages. */
export async function messageImage(scope: RequestScope, messageId: string) {
  const image = await scope.asCaller((tx) => findMessageImage(tx, messageId));
  if (!image) throw new AppError('NOT_FOUND', 'This image does not exist or is not yours.');
  return image;
}

export async function startConversation(scope: RequestScope): Promise<Conversation> {
  return scope.asCaller(async (tx, me) => {
    const id = await insertConversation(tx, {
      tenantId: me.tenantId,
      userId: me.userId,
      title: NEW_CHAT,
    });
    const found = await findConversation(tx, id);
    return { ...found!, messages: [] };
  });
}

export async function removeConversation(scope: RequestScope, id: string): Promise<void> {
  const removed = await scope.asCaller((tx) => deleteConversation(tx, id));
  if (!removed) throw new AppError('NOT_FOUND', NOT_YOURS);
}

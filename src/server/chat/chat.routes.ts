import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '@/shared/errors.ts';
import { fileSchema, noContentSchema } from '@/shared/schemas/responses.ts';
import {
  CHAT_HISTORY_MAX,
  CHAT_MESSAGE_MAX,
  MAX_IMAGE_BYTES,
  chatReplySchema,
  chatRequestSchema,
  chatStreamLineSchema,
  conversationIdParamsSchema,
  messageIdParamsSchema,
  conversationListSchema,
  conversationSchema,
  dbQueryResultSchema,
  dbQuerySchema,
  type ChatStreamLine,
} from '@/shared/schemas/chat.ts';
import type { AppContext } from '../context.ts';
import {
  chat,
  conversation,
  conversations,
  messageImage,
  removeConversation,
  startConversation,
} from './chat.service.ts';
import { answerDataQuestion } from './data-questions/db-query.service.ts';
import { IMAGE_TOO_LARGE, checkImage, type UploadedImage } from './images/image.ts';
import { NO_AI } from '../platform/ai/providers.ts';
import { fieldError } from '../platform/http/field-error.ts';
import { readParts } from '../platform/http/multipart-parts.ts';
import { routeGroup } from '../platform/http/route-group.ts';

/** The history as JSON: up to 50 messages of up to 8000 characters, with room for escapes. */
const CHAT_BODY_LIMIT = Math.ceil(CHAT_HISTORY_MAX * CHAT_MESSAGE_MAX * 1.5) + 64 * 1024;

const images = new WeakMap<FastifyRequest, UploadedImage>();
const IMAGE_LIMITS = {
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE),
  tooManyFiles: () => fieldError('image', 'Send one image at a time'),
};

/**
 * Spec call 4: multipart {image, provider, messages (JSON of the history)} becomes the same body as
 * the JSON call, and the image is held apart (at most 10 MB, its type checked by content later).
 */
async function readMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const fields: Record<string, unknown> = {};
  await readParts(request, IMAGE_LIMITS, async (part) => {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') throw fieldError(part.fieldname, 'Send the image as image');
      images.set(request, { filename: part.filename, data: await part.toBuffer() });
    } else if (part.fieldname === 'messages') {
      try {
        fields.messages = JSON.parse(String(part.value));
      } catch {
        throw fieldError('messages', 'messages must be the JSON of the history');
      }
    } else if (part.fieldname === 'provider' || part.fieldname === 'conversationId') {
      fields[part.fieldname] = String(part.value);
    }
  });
  request.body = fields;
}

const streamQuery = z.object({
  stream: z.enum(['0', '1']).optional(),
});

export async function chatRoutes(server: FastifyInstance, ctx: AppContext) {
  const ai = ctx.config.ai ?? NO_AI;

  await server.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: CHAT_BODY_LIMIT },
    });
    routeGroup(scoped, 'signed-in', ['chat']).post(
      '/api/chat',
      {
        description:
          'Spec calls 4 and 5: JSON {messages, provider} or multipart {image, provider, messages}. Answers {reply, provider, conversationId}: provider is the one that really answered. With ?stream=1 the answer is NDJSON: {delta} lines as the reply comes, then the answer line (or {error}).',
        body: chatRequestSchema,
        querystring: streamQuery,
        response: {
          200: {
            description: 'The answer; with ?stream=1, NDJSON lines (each one of these shapes)',
            content: {
              'application/json': { schema: chatReplySchema },
              'application/x-ndjson': { schema: chatStreamLineSchema },
            },
          },
        },
      },
      async (request, reply) => {
        const upload = images.get(request);
        const image = upload ? await checkImage(upload) : null;
        if (request.query.stream !== '1') {
          return chat(request.scope, ai, request.body, image, { log: request.log });
        }

        const out = new PassThrough();
        const write = (line: ChatStreamLine) => out.write(`${JSON.stringify(line)}\n`);
        let saved!: () => void;
        const ready = new Promise<void>((resolve) => (saved = resolve));
        const done = chat(request.scope, ai, request.body, image, {
          onSaved: saved,
          onDelta: (text) => write({ delta: text }),
          log: request.log,
        });
        // Until the question is saved, a failure (not found, validation) is a plain error answer.
        await Promise.race([ready, done]);
        done
          .then((answer) => write(answer))
          .catch((error: unknown) => {
            // The response has begun (200): the error travels as the last line, as the spec's {error}.
            if (error instanceof AppError) return write(error.toBody());
            request.log.error({ err: error }, 'Unhandled error in a streamed chat answer');
            write(
              new AppError(
                'INTERNAL',
                'Something went wrong on the server. Please try again.',
              ).toBody(),
            );
          })
          .finally(() => out.end());
        return reply
          .header('content-type', 'application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(out as never);
      },
      { bodyLimit: CHAT_BODY_LIMIT + MAX_IMAGE_BYTES, preValidation: readMultipart },
    );
  });

  const signedIn = routeGroup(server, 'signed-in', ['chat']);

  signedIn.post(
    '/functions/v1/db-query',
    {
      description:
        "Spec call 3: answers a question about the school's data from what the caller may see (their own children, their own classes).",
      body: dbQuerySchema,
      response: { 200: dbQueryResultSchema },
    },
    async (request) => ({
      result: await answerDataQuestion(request.scope, request.body.question, ai),
    }),
  );

  signedIn.get(
    '/api/chat/conversations',
    { response: { 200: conversationListSchema } },
    async (request) => conversations(request.scope),
  );
  signedIn.post(
    '/api/chat/conversations',
    { response: { 200: conversationSchema } },
    async (request) => startConversation(request.scope),
  );
  signedIn.get(
    '/api/chat/conversations/:id',
    { params: conversationIdParamsSchema, response: { 200: conversationSchema } },
    async (request) => conversation(request.scope, request.params.id),
  );
  signedIn.get(
    '/api/chat/messages/:id/image',
    {
      params: messageIdParamsSchema,
      description: 'The image sent with one of your own chat messages.',
      response: {
        200: {
          description: 'The image as it was sent, with its own content type',
          content: { 'application/octet-stream': { schema: fileSchema } },
        },
      },
    },
    async (request, reply) => {
      const image = await messageImage(request.scope, request.params.id);
      return (
        reply
          .header('content-type', image.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          // Bytes go out as they are (no serializer runs for a Buffer); the schema only documents them.
          .send(Buffer.from(image.data) as unknown as string)
      );
    },
  );
  signedIn.delete(
    '/api/chat/conversations/:id',
    { params: conversationIdParamsSchema, response: { 204: noContentSchema } },
    async (request) => removeConversation(request.scope, request.params.id),
  );
}

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_ATTACHMENT_BYTES } from '@/shared/schemas/assignments.ts';
import {
  contactsQuerySchema,
  hideThreadSchema,
  messageContactsSchema,
  messageParamsSchema,
  replySchema,
  startThreadSchema,
  threadListQuerySchema,
  threadPageSchema,
  threadParamsSchema,
  threadSchema,
  unreadSchema,
} from '@/shared/schemas/messages.ts';
import { fileResponse } from '@/shared/schemas/responses.ts';
import type { AppContext } from '../context.ts';
import { sendDownload, multipartUpload } from '../platform/http/attachment.ts';
import { routeGroup } from '../platform/http/route-group.ts';
import {
  hideThread,
  listThreads,
  messageAttachment,
  messageContacts,
  openThread,
  replyToThread,
  startThread,
  unreadMessages,
} from './messages.service.ts';

const { readMultipart, uploadOf } = multipartUpload(['recipients', 'studentId', 'subject', 'body']);

/**
 * Messages between the school and its families (not the assistant's chat): parents, teachers and
 * admins, each within the rules of who may write to whom (56_message-rules.sql).
 */
export async function messageRoutes(server: FastifyInstance, ctx: AppContext) {
  const writers = ['admin', 'teacher', 'parent'] as const;
  const tags = ['messages'];
  const upload = { bodyLimit: MAX_ATTACHMENT_BYTES + 64 * 1024, preValidation: readMultipart };
  const withFile =
    ' JSON, or multipart with an optional attachment in `file` (PDF, image or Office document, at most 10 MB, type read from the content).';

  await server.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
    });
    const uploads = routeGroup(scoped, writers, tags);
    uploads.post(
      '/api/messages',
      {
        body: startThreadSchema,
        response: { 201: threadSchema },
        description: `Starts a conversation about a child with people the caller may write to ('office': the school's admins).${withFile}`,
      },
      (request) => startThread(request.scope, ctx, request.body, uploadOf(request)),
      upload,
    );
    uploads.post(
      '/api/messages/:id/replies',
      {
        params: threadParamsSchema,
        body: replySchema,
        response: { 201: threadSchema },
        description: `Adds a message to one of the caller's conversations.${withFile}`,
      },
      (request) =>
        replyToThread(request.scope, ctx, request.params.id, request.body, uploadOf(request)),
      upload,
    );
  });

  const people = routeGroup(server, writers, tags);
  people.get(
    '/api/messages',
    { querystring: threadListQuerySchema, response: { 200: threadPageSchema } },
    (request) => listThreads(request.scope, request.query),
  );
  people.get('/api/messages/unread', { response: { 200: unreadSchema } }, (request) =>
    unreadMessages(request.scope),
  );
  people.get(
    '/api/messages/contacts',
    { querystring: contactsQuerySchema, response: { 200: messageContactsSchema } },
    (request) => messageContacts(request.scope, request.query.q),
  );
  people.get(
    '/api/messages/:id',
    {
      params: threadParamsSchema,
      response: { 200: threadSchema },
      description: 'One of the caller’s conversations; its messages from others become read now.',
    },
    (request) => openThread(request.scope, request.params.id),
  );
  people.put(
    '/api/messages/:id/hidden',
    { params: threadParamsSchema, body: hideThreadSchema, response: { 200: hideThreadSchema } },
    (request) => hideThread(request.scope, request.params.id, request.body.hidden),
  );
  people.get(
    '/api/messages/attachments/:id',
    {
      params: messageParamsSchema,
      response: { 200: fileResponse(['application/octet-stream'], 'The attached file') },
    },
    async (request, reply) => {
      return sendDownload(reply, await messageAttachment(request.scope, request.params.id));
    },
  );
}

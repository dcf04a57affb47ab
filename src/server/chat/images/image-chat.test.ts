import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { ChatReply, Conversation } from '@/shared/schemas/chat.ts';
import { multipartBody } from '../../test/pdf-and-multipart.ts';
import { createTestApp, testBackends, type TestApp } from '../../test/test-app.ts';
import { textImage } from './image-fixtures.ts';
import { postMultipart } from '../../test/post-multipart.ts';

const user = (content: string) => ({ role: 'user' as const, content });

// No AI provider is configured at all: an image gets what the portal reads in it itself.
describe.each(testBackends())('POST /api/chat with an image and no AI provider on %s', (kind) => {
  let t: TestApp;
  let parent: Session;
  let otherParent: Session;
  let image: Buffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const school = await t.createSchool({ parents: 2, students: 1 });
    parent = await t.signInAs(school.parents[0]!);
    otherParent = await t.signInAs(school.parents[1]!);
    image = await textImage('SCHOOL TRIP FRIDAY', { width: 1100, height: 260 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, question: string, conversationId?: string) => {
    const form = multipartBody(
      {
        provider: 'perplexity',
        messages: JSON.stringify([user(question)]),
        ...(conversationId ? { conversationId } : {}),
      },
      [{ field: 'image', filename: 'notice.png', data: image, type: 'image/png' }],
    );
    return postMultipart(t, parent, url, form);
  };

  it('answers with no provider claimed, as an ordinary reply: format, pixels, bytes, colours and the OCR text', async () => {
    const response = await post('/api/chat', 'What does this say?');
    expect(response.statusCode).toBe(200);
    const body = response.json<ChatReply>();
    expect(body.provider).toBeNull();
    const message = body.reply;
    expect(message).toMatch(
      /^No AI model that can describe pictures is set up at your school, so the portal read the file itself: its format and size, the colours of its pixels and any text in it \(in English\)\. It cannot say what the picture shows\. Your school's admin can set it up\./,
    );
    expect(message).not.toContain('OPENAI_API_KEY');
    expect(message).toContain(
      `notice.png: PNG, 1100×260 px, ${Math.ceil(image.length / 1024)} KB; dominant colours: white (#ffffff, `,
    );
    expect(message).toMatch(/black \(#[0-9a-f]{6}, \d+%\)/);
    expect(message).toMatch(/text found by OCR: «[^»]*SCHOOL TRIP FRIDAY[^»]*»\.$/i);
  });

  it('streamed: the question is saved, the same description is the last line, saved as the reply', async () => {
    const response = await post('/api/chat?stream=1', 'Read it please');
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    const answer = lines[0] as ChatReply;
    expect(answer.provider).toBeNull();
    expect(answer.reply).toMatch(/text found by OCR: «[^»]*SCHOOL TRIP FRIDAY[^»]*»\.$/i);

    const saved = await t.call(parent, { url: `/api/chat/conversations/${answer.conversationId}` });
    const messages = saved.json<Conversation>().messages;
    expect(messages).toEqual([
      {
        role: 'user',
        content: `Read it please\n\n[Image: notice.png: a PNG image of ${Math.ceil(image.length / 1024)} KB]`,
        provider: null,
        image: {
          name: 'notice.png',
          url: expect.stringMatching(/^\/api\/chat\/messages\/\d+\/image$/),
        },
      },
      { role: 'assistant', content: answer.reply, provider: null },
    ]);

    // The image comes back after a reload, to its sender only; it goes with the conversation.
    const url = messages[0]!.image!.url;
    const own = await t.call(parent, { url });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(image)).toBe(true);
    const other = await t.call(otherParent, { url });
    expect(other.statusCode).toBe(404);
    expect((await t.call(parent, { url: '/api/chat/messages/x1/image' })).statusCode).toBe(400);
    const removed = await t.call(parent, {
      method: 'DELETE',
      url: `/api/chat/conversations/${answer.conversationId}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.call(parent, { url })).statusCode).toBe(404);
    const left = await t.inspect
      .selectFrom('conversation_message_images')
      .select('message_id')
      .where('message_id', '=', Number(url.split('/')[4]))
      .execute();
    expect(left).toEqual([]);
  });
});

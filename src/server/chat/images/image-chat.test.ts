import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { Conversation } from '@/shared/schemas/chat.ts';
import { multipartBody } from '../../test/pdf-and-multipart.ts';
import { bearer } from '../../test/demo.ts';
import { createTestApp, testBackends, type TestApp } from '../../test/test-app.ts';
import { textImage } from './image-fixtures.ts';

const user = (content: string) => ({ role: 'user' as const, content });

// No AI provider is configured at all: an image gets what the portal reads in it itself.
describe.each(testBackends())('POST /api/chat with an image and no AI provider on %s', (kind) => {
  let t: TestApp;
  let parent: Session;
  let image: Buffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const school = await t.createSchool({ parents: 1, students: 1 });
    parent = await t.signInAs(school.parents[0]!);
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
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(parent), ...form.headers },
      payload: form.payload,
    });
  };

  it('answers {error} with no provider claimed: format, pixels, bytes, colours and the OCR text', async () => {
    const response = await post('/api/chat', 'What does this say?');
    expect(response.statusCode).toBe(503);
    const body = response.json<{ error: { code: string; message: string }; provider?: unknown }>();
    expect(body).not.toHaveProperty('provider');
    expect(body.error.code).toBe('UNAVAILABLE');
    const message = body.error.message;
    expect(message).toMatch(
      /^No AI provider that can describe images is configured: set OPENAI_API_KEY on the server/,
    );
    expect(message).toMatch(
      /the portal read the file itself \(format and size, colours of its pixels, text by OCR in English; it cannot say what the picture shows\)/,
    );
    expect(message).toContain(
      `notice.png: PNG, 1100×260 px, ${Math.ceil(image.length / 1024)} KB; dominant colours: white (#ffffff, `,
    );
    expect(message).toMatch(/black \(#[0-9a-f]{6}, \d+%\)/);
    expect(message).toMatch(/text found by OCR: «[^»]*SCHOOL TRIP FRIDAY[^»]*»\.$/i);
  });

  it('streamed: the question is saved, the same description is the last line, no reply is saved', async () => {
    const response = await post('/api/chat?stream=1', 'Read it please');
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    const { error } = lines[0] as { error: { code: string; message: string } };
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toMatch(/text found by OCR: «[^»]*SCHOOL TRIP FRIDAY[^»]*»\.$/i);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/chat/conversations',
      headers: bearer(parent),
    });
    const latest = list
      .json<{ conversations: { id: string; title: string }[] }>()
      .conversations.find((c) => c.title.startsWith('Read it please'));
    expect(latest).toBeDefined();
    const saved = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${latest!.id}`,
      headers: bearer(parent),
    });
    expect(saved.json<Conversation>().messages).toEqual([
      {
        role: 'user',
        content: `Read it please\n\n[Image: notice.png: a PNG image of ${Math.ceil(image.length / 1024)} KB]`,
        provider: null,
      },
    ]);
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';

/** A driver error as pg and PGlite throw it: the SQLSTATE in `code`. */
const databaseError = (code: string) =>
  Object.assign(new Error(`database error ${code}`), { code, severity: 'ERROR' });

describe('the error handler', () => {
  it('answers a database data exception (the safety net behind the edge checks) with a 400', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/fail/:code', async (request) => {
      throw databaseError((request.params as { code: string }).code);
    });
    const answers: Record<string, [number, string]> = {};
    for (const code of ['22021', '22008', '22003', '22001', '22P02', '22012', '23505', '42P01']) {
      const response = await app.inject({ url: `/fail/${code}` });
      answers[code] = [response.statusCode, response.json().error.message];
    }
    expect(answers).toMatchObject({
      '22021': [400, 'A text value contains characters that cannot be stored.'],
      '22008': [400, 'A date or time is out of range.'],
      '22003': [400, 'A number is out of range.'],
      '22001': [400, 'A text value is too long.'],
      '22P02': [400, 'A value has the wrong format.'],
      '22012': [400, 'A value in the request is not valid.'],
    });
    // Not caused by a value: still the server's fault.
    expect(answers['23505']![0]).toBe(500);
    expect(answers['42P01']![0]).toBe(500);
    await app.close();
  });
});

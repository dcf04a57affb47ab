import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A payload, the field its 400 must name, and the message for that field. */
export type FieldRefusal = [payload: object, path: string, message: string];

/** Tests only: each payload sent is refused with a 400 naming its field in plain words. */
export async function expectFieldRefusals(
  send: (payload: object) => Promise<LightMyRequestResponse>,
  cases: readonly FieldRefusal[],
): Promise<void> {
  for (const [payload, path, message] of cases) {
    const response = await send(payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    expect(response.json().error.details).toContainEqual(
      expect.objectContaining({ path, message }),
    );
  }
}

/** A field and a value the form refuses for it. */
export type BadValue = readonly [field: string, value: unknown];

/**
 * Tests only: a good payload with each field set to its bad value is refused with a 400 whose
 * message names the field.
 */
export async function expectBadValuesNamed(
  send: (payload: object) => Promise<LightMyRequestResponse>,
  good: object,
  cases: readonly BadValue[],
): Promise<void> {
  for (const [field, value] of cases) {
    const response = await send({ ...good, [field]: value });
    expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
    expect(response.json().error.message).toContain(field);
  }
}

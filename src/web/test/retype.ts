import type { UserEvent } from '@testing-library/user-event';

/** Clears a field and types `text` into it, as a person replacing what it holds. */
export async function retype(user: UserEvent, field: Element, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

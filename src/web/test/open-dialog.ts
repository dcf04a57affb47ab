import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Clicks the page's button named `button`, as a person opening a dialog, and answers the dialog
 * that opens: the one named `dialog` when given.
 */
export async function openDialog(user: UserEvent, button: string | RegExp, dialog?: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', dialog === undefined ? {} : { name: dialog });
}

import { slotted } from './slotted';

/** An inline message; role="alert" so screen readers announce it when it appears. */
export const Alert = slotted(
  'div',
  'alert',
  'rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive',
  { role: 'alert' },
);

import { slotted } from './slotted';

/** The browser's own select, styled like Input: keyboard and screen readers work as everywhere. */
export const NativeSelect = slotted(
  'select',
  'native-select',
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
);

import { slotted } from './slotted';

export const Skeleton = slotted(
  'div',
  'skeleton',
  'animate-pulse rounded-md bg-muted motion-reduce:animate-none',
);

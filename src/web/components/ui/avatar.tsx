import { Avatar as AvatarPrimitive } from 'radix-ui';
import { slotted } from './slotted';

export const Avatar = slotted(
  AvatarPrimitive.Root,
  'avatar',
  'relative flex size-8 shrink-0 overflow-hidden rounded-full',
);
export const AvatarImage = slotted(
  AvatarPrimitive.Image,
  'avatar-image',
  'aspect-square size-full object-contain',
);
export const AvatarFallback = slotted(
  AvatarPrimitive.Fallback,
  'avatar-fallback',
  'flex size-full items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground',
);

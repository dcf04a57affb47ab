import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { floating, slotted } from './slotted';

export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
export const DropdownMenuGroup = DropdownMenuPrimitive.Group;

export const DropdownMenuContent = floating(
  DropdownMenuPrimitive.Portal,
  DropdownMenuPrimitive.Content,
  'dropdown-menu-content',
  'z-50 min-w-[8rem] overflow-hidden rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md',
);

export const DropdownMenuItem = slotted(
  DropdownMenuPrimitive.Item,
  'dropdown-menu-item',
  "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
);

export const DropdownMenuLabel = slotted(
  DropdownMenuPrimitive.Label,
  'dropdown-menu-label',
  'px-2 py-1.5 text-sm',
);

export const DropdownMenuSeparator = slotted(
  DropdownMenuPrimitive.Separator,
  'dropdown-menu-separator',
  '-mx-1 my-1 h-px bg-border',
);

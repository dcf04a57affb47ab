import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { floating } from './slotted';

export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export const TooltipContent = floating(
  TooltipPrimitive.Portal,
  TooltipPrimitive.Content,
  'tooltip-content',
  'z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md',
);

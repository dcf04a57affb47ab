import { createElement } from 'react';
import type { ComponentProps, ElementType } from 'react';
import { cn } from '@/web/lib/cn';

/**
 * The shadcn pattern of a styled primitive in one line: an element or Radix part with its
 * `data-slot` and base classes, merged with the caller's `className`; `defaults` (e.g. a role) come
 * before the caller's props, which pass through. `export const CardContent = slotted('div', 'card-content', 'px-6');`
 */
export function slotted<T extends ElementType>(
  component: T,
  slot: string | null,
  base: string,
  defaults: Partial<ComponentProps<T>> = {},
) {
  function Slotted({ className, ...props }: ComponentProps<T> & { className?: string }) {
    return createElement(component, {
      ...(slot ? { 'data-slot': slot } : {}),
      ...defaults,
      className: cn(base, className),
      ...props,
    });
  }
  Slotted.displayName = slot ?? 'Slotted';
  return Slotted;
}

import { createElement } from 'react';
import type { ComponentProps, ComponentType, ElementType, ReactNode } from 'react';
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

/**
 * A floating Radix part (a menu's or a tooltip's content) as `slotted` makes it, rendered in its
 * portal and 4px from its trigger unless the caller says otherwise.
 */
export function floating<T extends ElementType>(
  portal: ComponentType<{ children?: ReactNode }>,
  content: T,
  slot: string,
  base: string,
) {
  const Content = slotted(content, slot, base);
  function Floating(props: ComponentProps<T> & { className?: string }) {
    return createElement(portal, null, createElement(Content, { sideOffset: 4, ...props }));
  }
  Floating.displayName = slot;
  return Floating;
}

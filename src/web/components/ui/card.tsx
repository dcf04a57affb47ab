import { slotted } from './slotted';

export const Card = slotted(
  'div',
  'card',
  'flex flex-col gap-6 rounded-xl border border-border bg-card py-6 text-card-foreground shadow-sm',
);
export const CardHeader = slotted('div', 'card-header', 'grid gap-1.5 px-6');
export const CardTitle = slotted('h2', 'card-title', 'text-xl leading-none font-semibold');
export const CardDescription = slotted('p', 'card-description', 'text-sm text-muted-foreground');
export const CardContent = slotted('div', 'card-content', 'px-6');
export const CardFooter = slotted('div', 'card-footer', 'flex items-center px-6');

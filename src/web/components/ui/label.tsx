import { Label as LabelPrimitive } from 'radix-ui';
import { slotted } from './slotted';

export const Label = slotted(
  LabelPrimitive.Root,
  'label',
  'text-sm leading-none font-medium select-none',
);

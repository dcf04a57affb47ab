import { LoaderCircle } from 'lucide-react';
import { slotted } from './slotted';

export const Spinner = slotted(
  LoaderCircle,
  null,
  'size-4 animate-spin motion-reduce:animate-none',
  {
    'aria-hidden': 'true',
  },
);

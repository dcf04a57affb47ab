import { useId } from 'react';
import { Label } from '@/web/components/ui/label';

export interface Progress {
  label: string;
  value: number;
  max: number;
}

export function ProgressBar({ progress }: { progress: Progress }) {
  const id = useId();
  const percent = progress.max ? Math.round((progress.value / progress.max) * 100) : 0;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{progress.label}</Label>
      <progress
        id={id}
        className="h-2 w-full accent-primary"
        value={progress.value}
        max={progress.max || 1}
        aria-valuetext={`${percent}%`}
      />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {percent}%
      </p>
    </div>
  );
}

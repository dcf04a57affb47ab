import { TextField } from '@/web/components/ui/text-field';

/** A labelled date input (YYYY-MM-DD) with its error beside it; null when cleared. */
export function DateField({
  id,
  label,
  value,
  max,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** The latest day that may be chosen (YYYY-MM-DD), if any. */
  max?: string | undefined;
  error?: string | undefined;
  onChange: (value: string | null) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="date"
      value={value}
      max={max}
      error={error}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}

import { Search } from 'lucide-react';
import { Input } from './input';
import { Label } from './label';

/** A list's search field: a magnifier, a label for screen readers, the typed text. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  showLabel = false,
}: {
  id: string;
  /** Read by screen readers; shown above the field only with showLabel. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  showLabel?: boolean;
}) {
  return (
    <div className={showLabel ? 'grid gap-2' : 'grid gap-1'}>
      <Label htmlFor={id} className={showLabel ? undefined : 'sr-only'}>
        {label}
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          className="pl-9"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

/** The search of a list of students, by name or roll number, with its label shown. */
export function StudentSearchBox(props: {
  id: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <SearchBox {...props} label="Search students" showLabel placeholder="Name or roll number" />
  );
}

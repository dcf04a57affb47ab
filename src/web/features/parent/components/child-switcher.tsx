import type { ParentChild } from '@/shared/schemas/parent';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';

interface ChildSwitcherProps {
  items: readonly ParentChild[];
  value: string;
  onChange: (studentId: string) => void;
}

/** Shown when the parent has several children: every card and tile follows the one chosen. */
export function ChildSwitcher({ items, value, onChange }: ChildSwitcherProps) {
  return (
    <div className="grid gap-1.5 sm:w-72">
      <Label htmlFor="child-switcher">Child</Label>
      <NativeSelect
        id="child-switcher"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {items.map((child) => (
          <option key={child.id} value={child.id}>
            {child.name} ({child.className})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

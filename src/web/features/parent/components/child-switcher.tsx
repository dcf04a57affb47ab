import type { ParentChild } from '@/shared/schemas/parent';
import { FilterSelect } from '@/web/components/filter-bar';

interface ChildSwitcherProps {
  items: readonly ParentChild[];
  value: string;
  onChange: (studentId: string) => void;
}

/** Shown when the parent has several children: every card and tile follows the one chosen. */
export function ChildSwitcher({ items, value, onChange }: ChildSwitcherProps) {
  return (
    <FilterSelect
      className="sm:w-72"
      id="child-switcher"
      label="Child"
      value={value}
      options={items.map((child) => ({
        value: child.id,
        label: `${child.name} (${child.className})`,
      }))}
      onChange={onChange}
    />
  );
}

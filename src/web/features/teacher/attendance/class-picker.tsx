import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { ListState } from '@/web/components/list-state';
import { FilterSelect } from '@/web/components/filter-bar';
import { useTeacherClasses } from '../api/list-classes';

interface ClassOption {
  id: string;
  name: string;
  subject: string;
}

/** The teacher's classes and the one chosen: the first until the teacher picks another. */
export function useClassChoice() {
  const classes = useTeacherClasses();
  const [chosen, setChosen] = useState<string | null>(null);
  const classId = chosen ?? classes.data?.[0]?.id ?? null;
  return { classId, picker: { query: classes, value: classId, onChange: setChosen } };
}

/** The teacher's classes as a select ('No classes assigned' when none), with fields beside it. */
export function ClassPicker({
  query,
  label,
  loadingLabel,
  value,
  onChange,
  className,
  children,
}: {
  query: UseQueryResult<ClassOption[]>;
  label: string;
  loadingLabel: string;
  value: string | null;
  onChange: (classId: string) => void;
  /** The layout of the select and the fields beside it. */
  className: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <ListState
      query={query}
      loadingLabel={loadingLabel}
      skeletonRows={1}
      errorText="Your classes could not be loaded."
      empty="No classes assigned"
    >
      {(list) => (
        <div className={className}>
          <FilterSelect
            id={id}
            label={label}
            value={value ?? ''}
            options={list.map((klass) => ({
              value: klass.id,
              label: `${klass.name} (${klass.subject})`,
            }))}
            onChange={onChange}
          />
          {children}
        </div>
      )}
    </ListState>
  );
}

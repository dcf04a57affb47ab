import type { ReactNode } from 'react';
import type { SchoolClass } from '@/shared/schemas/classes';
import { shownSchedule } from '@/shared/rules/class-schedule';
import { ListRow } from '@/web/components/list-row';
import { EditDeleteButtons } from '@/web/components/row-actions';
import { plural } from '@/shared/rules/text';

/** The class list (name, subject, teacher, students count, schedule, room) with edit and delete. */
export function ClassList({
  classes,
  onEdit,
  onDelete,
  extra,
}: {
  classes: readonly SchoolClass[];
  onEdit: (item: SchoolClass) => void;
  onDelete: (item: SchoolClass) => void;
  /** More actions on a row, such as managing its students. */
  extra?: (item: SchoolClass) => ReactNode;
}) {
  return (
    <ul className="grid gap-3" aria-label="Classes">
      {classes.map((item) => (
        <ListRow
          key={item.id}
          title={item.className}
          titleClassName="truncate"
          actions={
            <EditDeleteButtons
              name={item.className}
              onEdit={() => onEdit(item)}
              onDelete={() => onDelete(item)}
            />
          }
        >
          <p className="text-sm text-muted-foreground">
            {item.subject} · {item.teacher || 'No teacher'}
          </p>
          <p className="text-sm text-muted-foreground">
            {plural(item.studentCount, 'student')} · {shownSchedule(item)} · {item.room}
          </p>
          {extra ? <div className="pt-1">{extra(item)}</div> : null}
        </ListRow>
      ))}
    </ul>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { SchoolClass } from '@/shared/schemas/classes';
import { ListState } from '@/web/components/list-state';
import { useClasses } from '../../api/list-classes';
import { ClassFormDialog } from './class-form-dialog';
import { ClassList } from './class-list';
import { DeleteClassDialog } from './delete-class-dialog';
import { useDialogTarget } from '../use-dialog-target';

/**
 * Classes from a query in their four states (loading, could not load, the empty text, the list),
 * with each row's Edit and Delete dialogs.
 */
export function ClassRows<T>({
  query,
  rowsOf,
  empty = 'No classes created yet',
  extra,
  wrap = (list) => list,
}: {
  query: UseQueryResult<T>;
  rowsOf: (data: T) => readonly SchoolClass[];
  empty?: string;
  /** More buttons on each row (the classes page's Students and Timetable). */
  extra?: (item: SchoolClass) => ReactNode;
  /** Places the loaded list, such as in a scrolling box or above a pager. */
  wrap?: (list: ReactNode, data: T) => ReactNode;
}) {
  const editing = useDialogTarget<SchoolClass | null>(null);
  const [deleting, setDeleting] = useState<SchoolClass | null>(null);

  return (
    <>
      <ListState
        query={query}
        loadingLabel="Loading classes"
        skeletonClassName="h-20 w-full"
        errorText="The classes could not be loaded."
        empty={empty}
        isEmpty={(data) => rowsOf(data).length === 0}
      >
        {(data) =>
          wrap(
            <ClassList
              classes={rowsOf(data)}
              onEdit={editing.show}
              onDelete={setDeleting}
              extra={extra}
            />,
            data,
          )
        }
      </ListState>
      {editing.target ? (
        <ClassFormDialog
          open={editing.open}
          onOpenChange={editing.onOpenChange}
          editing={editing.target}
        />
      ) : null}
      <DeleteClassDialog target={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}

/** Every class of the school (the dashboard's card). */
export function ManagedClassList({ wrap }: { wrap?: (list: ReactNode) => ReactNode }) {
  const classes = useClasses();
  return <ClassRows query={classes} rowsOf={(data) => data} wrap={wrap} />;
}

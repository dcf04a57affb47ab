import { type ReactNode, useState } from 'react';
import type { SchoolClass } from '@/shared/schemas/classes';
import { ListState } from '@/web/components/list-state';
import { useClasses } from '../../api/list-classes';
import { ClassFormDialog } from './class-form-dialog';
import { ClassList } from './class-list';
import { DeleteClassDialog } from './delete-class-dialog';

/**
 * The school's classes in their four states (loading, could not load, 'No classes created yet',
 * the list), with each row's Edit and Delete dialogs.
 */
export function ManagedClassList({
  extra,
  wrap = (list) => list,
}: {
  /** More buttons on each row (the classes page's Students and Timetable). */
  extra?: (item: SchoolClass) => ReactNode;
  /** Places the loaded list, such as in a scrolling box. */
  wrap?: (list: ReactNode) => ReactNode;
}) {
  const classes = useClasses();
  // The class last chosen for editing stays while its dialog closes (no flash of an empty form).
  const [editing, setEditing] = useState<SchoolClass | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const startEdit = (item: SchoolClass) => {
    setEditing(item);
    setEditOpen(true);
  };
  const [deleting, setDeleting] = useState<SchoolClass | null>(null);

  return (
    <>
      <ListState
        query={classes}
        loadingLabel="Loading classes"
        skeletonClassName="h-20 w-full"
        errorText="The classes could not be loaded."
        empty="No classes created yet"
        isEmpty={(data) => data.length === 0}
      >
        {(data) =>
          wrap(<ClassList classes={data} onEdit={startEdit} onDelete={setDeleting} extra={extra} />)
        }
      </ListState>
      {editing ? (
        <ClassFormDialog open={editOpen} onOpenChange={setEditOpen} editing={editing} />
      ) : null}
      <DeleteClassDialog target={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}

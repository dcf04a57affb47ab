import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SchoolClass } from '@/shared/schemas/classes';
import { ListState } from '@/web/components/list-state';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { useClasses } from '../api/list-classes';
import { ClassFormDialog } from './classes/class-form-dialog';
import { ClassList } from './classes/class-list';
import { DeleteClassDialog } from './classes/delete-class-dialog';

/** Spec: Classes & Subjects: create, edit and delete the school's classes. */
export function ClassesCard() {
  const classes = useClasses();
  const [creating, setCreating] = useState(false);
  // The class last chosen for editing stays while its dialog closes (no flash of an empty form).
  const [editing, setEditing] = useState<SchoolClass | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const startEdit = (item: SchoolClass) => {
    setEditing(item);
    setEditOpen(true);
  };
  const [deleting, setDeleting] = useState<SchoolClass | null>(null);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Classes & Subjects</CardTitle>
          <CardDescription>
            Classes, their teachers and subjects.{' '}
            <Link to="/admin/classes" className="text-primary-text underline underline-offset-4">
              Manage students and timetables
            </Link>
          </CardDescription>
        </div>
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          Create Class
        </Button>
      </CardHeader>
      <CardContent>
        <ListState
          query={classes}
          loadingLabel="Loading classes"
          skeletonClassName="h-20 w-full"
          errorText="The classes could not be loaded."
          empty="No classes created yet"
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <div className="max-h-[28rem] overflow-y-auto">
              <ClassList classes={data} onEdit={startEdit} onDelete={setDeleting} />
            </div>
          )}
        </ListState>
      </CardContent>
      <ClassFormDialog open={creating} onOpenChange={setCreating} />
      {editing ? (
        <ClassFormDialog open={editOpen} onOpenChange={setEditOpen} editing={editing} />
      ) : null}
      <DeleteClassDialog target={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </Card>
  );
}

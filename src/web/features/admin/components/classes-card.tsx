import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SchoolClass } from '@/shared/schemas/classes';
import { Alert } from '@/web/components/ui/alert';
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
import { ClassList, ClassListSkeleton } from './classes/class-list';
import { DeleteClassDialog } from './classes/delete-class-dialog';
import { errorMessage } from './classes/error-message';

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
        {classes.isPending ? (
          <ClassListSkeleton />
        ) : classes.isError ? (
          <Alert>
            The classes could not be loaded. {errorMessage(classes.error)}{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void classes.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : classes.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No classes created yet</p>
        ) : (
          <div className="max-h-[28rem] overflow-y-auto">
            <ClassList classes={classes.data} onEdit={startEdit} onDelete={setDeleting} />
          </div>
        )}
      </CardContent>
      <ClassFormDialog open={creating} onOpenChange={setCreating} />
      {editing ? (
        <ClassFormDialog open={editOpen} onOpenChange={setEditOpen} editing={editing} />
      ) : null}
      <DeleteClassDialog target={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </Card>
  );
}

import { CalendarDaysIcon, PlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import type { SchoolClass } from '@/shared/schemas/classes';
import { ListState } from '@/web/components/list-state';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { useClasses } from './api/list-classes';
import { ClassFormDialog } from './components/classes/class-form-dialog';
import { ClassList } from './components/classes/class-list';
import { DeleteClassDialog } from './components/classes/delete-class-dialog';
import { EnrolmentDialog } from './components/classes/enrolment-dialog';
import { TimetableDialog } from './components/classes/timetable-dialog';

/** /admin/classes: every class, with its students (enrolments) and weekly timetable. */
export function ClassesPage() {
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
  const [enrolling, setEnrolling] = useState<SchoolClass | null>(null);
  const [scheduling, setScheduling] = useState<SchoolClass | null>(null);

  return (
    <section aria-labelledby="classes-heading" className="mx-auto grid w-full max-w-4xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="classes-heading" className="text-2xl font-bold tracking-tight">
            Classes
          </h2>
          <p className="text-muted-foreground">
            Your school&apos;s classes, the students in each and their weekly timetable.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          Create Class
        </Button>
      </div>
      <Card>
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
              <ClassList
                classes={data}
                onEdit={startEdit}
                onDelete={setDeleting}
                extra={(item) => (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Students of ${item.className}`}
                      onClick={() => setEnrolling(item)}
                    >
                      <UsersIcon aria-hidden="true" />
                      Students
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Timetable of ${item.className}`}
                      onClick={() => setScheduling(item)}
                    >
                      <CalendarDaysIcon aria-hidden="true" />
                      Timetable
                    </Button>
                  </div>
                )}
              />
            )}
          </ListState>
        </CardContent>
      </Card>
      <ClassFormDialog open={creating} onOpenChange={setCreating} />
      {editing ? (
        <ClassFormDialog open={editOpen} onOpenChange={setEditOpen} editing={editing} />
      ) : null}
      <DeleteClassDialog target={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      {enrolling ? (
        <EnrolmentDialog target={enrolling} onOpenChange={(open) => !open && setEnrolling(null)} />
      ) : null}
      {scheduling ? (
        <TimetableDialog
          target={scheduling}
          onOpenChange={(open) => !open && setScheduling(null)}
        />
      ) : null}
    </section>
  );
}

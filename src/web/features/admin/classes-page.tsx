import { CalendarDaysIcon, PlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import type { SchoolClass } from '@/shared/schemas/classes';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { ClassFormDialog } from './components/classes/class-form-dialog';
import { ManagedClassList } from './components/classes/managed-class-list';
import { EnrolmentDialog } from './components/classes/enrolment-dialog';
import { TimetableDialog } from './components/classes/timetable-dialog';

/** /admin/classes: every class, with its students (enrolments) and weekly timetable. */
export function ClassesPage() {
  const [creating, setCreating] = useState(false);
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
          <ManagedClassList
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
        </CardContent>
      </Card>
      <ClassFormDialog open={creating} onOpenChange={setCreating} />
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

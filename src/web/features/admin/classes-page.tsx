import { CalendarDaysIcon, PlusIcon, UsersIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { CLASS_PAGE_SIZE, type SchoolClass } from '@/shared/schemas/classes';
import { ServerPager } from '@/web/components/pager';
import { Card, CardContent } from '@/web/components/ui/card';
import { useClassPage } from './api/list-classes';
import { ClassFilters } from './components/classes/class-filters';
import { ClassFormDialog } from './components/classes/class-form-dialog';
import { ClassRows } from './components/classes/managed-class-list';
import { useListParams } from './components/people/use-list-params';
import { EnrolmentDialog } from './components/classes/enrolment-dialog';
import { TimetableDialog } from './components/classes/timetable-dialog';
import { PageSection } from '@/web/components/page-section';
import { DialogButton } from '@/web/components/dialog-button';
import type { TargetDialogProps } from '@/web/components/dialog-frame';

/**
 * A class's button, such as Students (named 'Students of Grade 9B'): its dialog mounts only while
 * it is open.
 */
function ClassDialogButton({
  schoolClass,
  label,
  icon,
  Dialog,
}: {
  schoolClass: SchoolClass;
  label: string;
  icon: ReactNode;
  Dialog: ComponentType<TargetDialogProps<SchoolClass>>;
}) {
  return (
    <DialogButton
      variant="outline"
      size="sm"
      aria-label={`${label} of ${schoolClass.className}`}
      dialog={({ open, onOpenChange }) =>
        open ? <Dialog target={schoolClass} onOpenChange={onOpenChange} /> : null
      }
    >
      {icon}
      {label}
    </DialogButton>
  );
}

// The order is fixed (natural); the params hook keeps search, grade and page in the address.
const NO_SORTS = ['grade'] as const;

/**
 * /admin/classes: the classes in natural order (Grade 1A … Grade 10A), searched, filtered by grade
 * and paged on the server, each with its students (enrolments) and weekly timetable.
 */
export function ClassesPage() {
  const list = useListParams('grade', NO_SORTS);
  const grade = list.filter('grade');
  const classes = useClassPage({
    search: list.search || undefined,
    grade: grade ? Number(grade) : undefined,
    page: list.page,
    pageSize: CLASS_PAGE_SIZE,
  });
  const filtered = Boolean(list.search || grade);

  return (
    <PageSection
      id="classes-heading"
      title="Classes"
      description="Your school's classes, the students in each and their weekly timetable."
      actions={
        <DialogButton dialog={(props) => <ClassFormDialog {...props} />}>
          <PlusIcon aria-hidden="true" />
          Create Class
        </DialogButton>
      }
    >
      <Card>
        <CardContent className="grid gap-4">
          <ClassFilters
            typed={list.typed}
            onType={list.setTyped}
            grade={grade}
            onGrade={(value) => list.setFilter('grade', value)}
          />
          <ClassRows
            query={classes}
            rowsOf={(data) => data.rows}
            empty={filtered ? 'No classes match this search' : 'No classes created yet'}
            wrap={(rows, data) => (
              <div className="grid gap-3" aria-busy={classes.isPlaceholderData || undefined}>
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  Showing {(data.page - 1) * data.pageSize + 1}–
                  {(data.page - 1) * data.pageSize + data.rows.length} of {data.total}
                </p>
                {rows}
                <ServerPager data={data} onPageChange={list.setPage} label="Class pages" />
              </div>
            )}
            extra={(item) => (
              <div className="flex flex-wrap gap-2">
                <ClassDialogButton
                  schoolClass={item}
                  label="Students"
                  icon={<UsersIcon aria-hidden="true" />}
                  Dialog={EnrolmentDialog}
                />
                <ClassDialogButton
                  schoolClass={item}
                  label="Timetable"
                  icon={<CalendarDaysIcon aria-hidden="true" />}
                  Dialog={TimetableDialog}
                />
              </div>
            )}
          />
        </CardContent>
      </Card>
    </PageSection>
  );
}

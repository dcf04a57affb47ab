import { CalendarDaysIcon, PlusIcon, UsersIcon } from 'lucide-react';
import { CLASS_PAGE_SIZE } from '@/shared/schemas/classes';
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
                <DialogButton
                  variant="outline"
                  size="sm"
                  aria-label={`Students of ${item.className}`}
                  dialog={({ open, onOpenChange }) =>
                    open ? <EnrolmentDialog target={item} onOpenChange={onOpenChange} /> : null
                  }
                >
                  <UsersIcon aria-hidden="true" />
                  Students
                </DialogButton>
                <DialogButton
                  variant="outline"
                  size="sm"
                  aria-label={`Timetable of ${item.className}`}
                  dialog={({ open, onOpenChange }) =>
                    open ? <TimetableDialog target={item} onOpenChange={onOpenChange} /> : null
                  }
                >
                  <CalendarDaysIcon aria-hidden="true" />
                  Timetable
                </DialogButton>
              </div>
            )}
          />
        </CardContent>
      </Card>
    </PageSection>
  );
}

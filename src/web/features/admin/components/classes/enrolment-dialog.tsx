import { studentClassLabel } from '@/shared/rules/class-labels';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import type { EnrolledStudent, SchoolClass } from '@/shared/schemas/classes';
import { Alert } from '@/web/components/ui/alert';
import { DialogActions } from '@/web/components/dialog-actions';
import { ServerPager } from '@/web/components/pager';
import { Button } from '@/web/components/ui/button';
import { StudentSearchBox } from '@/web/components/ui/search-box';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useClassStudents } from '../../api/list-class-students';
import { useStudentOptions } from '../../api/list-student-options';
import { useSetClassStudents } from '../../api/set-class-students';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { SelectField } from '@/web/components/ui/select-field';
import { DialogFrame, type TargetDialogProps } from '@/web/components/dialog-frame';

const label = (student: EnrolledStudent) =>
  `${student.fullName} (${student.rollNumber}, ${studentClassLabel(student.gradeLevel, student.section)})`;

/** Which students are in a class: search the school's students, tick them, save the whole list. */
export function EnrolmentDialog({ target, onOpenChange }: TargetDialogProps<SchoolClass>) {
  const enrolled = useClassStudents(target.id);
  const save = useSetClassStudents();
  const [chosen, setChosen] = useState<Map<string, EnrolledStudent> | null>(null);
  const [q, setQ] = useState('');
  const [grade, setGrade] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const options = useStudentOptions({ q: search, grade, page });
  const searchId = useId();

  useEffect(() => {
    if (enrolled.data && chosen === null) {
      setChosen(new Map(enrolled.data.map((student) => [student.id, student])));
    }
  }, [enrolled.data, chosen]);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(q);
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [q]);

  const toggle = (student: EnrolledStudent, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current ?? []);
      if (on) next.set(student.id, student);
      else next.delete(student.id);
      return next;
    });

  const selected = [...(chosen?.values() ?? [])].sort((a, b) =>
    a.fullName.localeCompare(b.fullName),
  );

  return (
    <DialogFrame
      open
      onOpenChange={onOpenChange}
      title={`Students of ${target.className}`}
      description="Find students by name or roll number, tick the ones in this class, then save."
      className="max-w-2xl"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <StudentSearchBox id={searchId} value={q} onChange={setQ} />
        <SelectField
          id={`${searchId}-grade`}
          label="Grade"
          value={grade ?? ''}
          onChange={(event) => {
            setGrade(event.target.value ? Number(event.target.value) : null);
            setPage(1);
          }}
        >
          <option value="">All grades</option>
          {Array.from({ length: 12 }, (_, index) => index + 1).map((level) => (
            <option key={level} value={level}>
              Grade {level}
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">School students</legend>
        {options.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : options.isError ? (
          <Alert>{requestErrorMessage(options.error)}</Alert>
        ) : options.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No students found</p>
        ) : (
          <ul className="grid max-h-60 gap-1 overflow-y-auto">
            {options.data.items.map((student) => (
              <li key={student.id}>
                <label className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-accent">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={chosen?.has(student.id) ?? false}
                    disabled={chosen === null}
                    onChange={(event) => toggle(student, event.target.checked)}
                  />
                  {label(student)}
                </label>
              </li>
            ))}
          </ul>
        )}
        <ServerPager data={options.data} page={page} onPageChange={setPage} label="Student pages" />
      </fieldset>

      <div className="grid gap-2">
        <h3 className="text-sm font-medium">
          In this class: {chosen === null ? '…' : selected.length}
        </h3>
        {enrolled.isError ? (
          <Alert>{requestErrorMessage(enrolled.error)}</Alert>
        ) : chosen === null ? (
          <Skeleton className="h-10 w-full" />
        ) : selected.length === 0 ? (
          <p className="text-sm text-muted-foreground">No students in this class yet</p>
        ) : (
          <ul
            className="flex max-h-32 flex-wrap gap-2 overflow-y-auto"
            aria-label="Chosen students"
          >
            {selected.map((student) => (
              <li
                key={student.id}
                className="flex items-center gap-1 rounded-full border border-border py-0.5 pr-1 pl-3 text-xs"
              >
                {student.fullName}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-6 px-2"
                  aria-label={`Remove ${student.fullName}`}
                  onClick={() => toggle(student, false)}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {save.isError ? <Alert>{requestErrorMessage(save.error)}</Alert> : null}
      <DialogActions
        onCancel={() => onOpenChange(false)}
        confirmLabel="Save Students"
        pending={save.isPending}
        disabled={chosen === null}
        onConfirm={() =>
          save.mutate(
            { classId: target.id, studentIds: selected.map((student) => student.id) },
            {
              onSuccess: (students) => {
                toast.success(`${target.className} now has ${students.length} students`);
                onOpenChange(false);
              },
            },
          )
        }
      />
    </DialogFrame>
  );
}

import { useId } from 'react';
import { toast } from 'sonner';
import { LETTER_GRADES } from '@/shared/rules/letter-grades';
import {
  type GradeInput,
  type QueuedSubmission,
  gradeInputSchema,
} from '@/shared/schemas/assignments';
import { Form, FormAlert } from '@/web/components/form/form';
import { FormSelectField, FormTextField } from '@/web/components/form/form-fields';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { QueryList } from '@/web/components/query-list';
import { Button } from '@/web/components/ui/button';
import { useGradeSubmission } from '../api/grade-submission';
import { useGradingQueue } from '../api/list-grading-queue';
import { mediumDate } from '@/web/lib/school-date';
import { SectionCard } from '@/web/components/section-card';

/** One handed-in piece of work: a letter grade and an optional comment, then 'Grade'. */
function GradeRow({ item }: { item: QueuedSubmission }) {
  const id = useId();
  const grade = useGradeSubmission();
  const form = useZodForm(gradeInputSchema, { comment: '' });

  const save = async (input: GradeInput) => {
    const { assignmentId, studentId } = item;
    await grade.mutateAsync({ assignmentId, studentId, input });
    toast.success(`${item.studentName}: graded ${input.grade}`);
  };

  return (
    <li className="grid gap-3 rounded-md border p-3">
      <div className="grid gap-0.5">
        <span className="font-medium">
          {item.studentName} <span className="text-muted-foreground">({item.rollNumber})</span>
        </span>
        <span className="text-sm">{item.title}</span>
        <span className="text-sm text-muted-foreground">
          {item.class} {item.subject} · Due: {mediumDate(item.dueDate)}
        </span>
      </div>
      <Form
        form={form}
        idPrefix={id}
        onSubmit={save}
        className="grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
        aria-label={`Grade ${item.studentName}: ${item.title}`}
      >
        <FormSelectField name="grade" label="Letter grade">
          <option value="">Choose</option>
          {LETTER_GRADES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </FormSelectField>
        <FormTextField name="comment" label="Comment (optional)" />
        <Button type="submit" disabled={grade.isPending}>
          {grade.isPending ? 'Saving...' : 'Grade'}
        </Button>
        <FormAlert className="sm:col-span-3" />
      </Form>
    </li>
  );
}

/** Handed-in work of the teacher's classes waiting for a grade; the parents then see it. */
export function GradingQueue() {
  const queue = useGradingQueue();
  return (
    <SectionCard
      title="Grading queue"
      description={
        <>Work handed in and waiting for a grade. Parents see the grade and your comment.</>
      }
    >
      <QueryList
        query={queue}
        className="grid max-h-[36rem] gap-2 overflow-y-auto"
        loadingLabel="Loading the grading queue"
        errorText="The grading queue could not be loaded."
        empty="No work waiting for a grade"
      >
        {(item) => <GradeRow key={`${item.assignmentId}/${item.studentId}`} item={item} />}
      </QueryList>
    </SectionCard>
  );
}

import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LETTER_GRADES, type LetterGrade } from '@/shared/rules/letter-grades';
import { type QueuedSubmission, gradeInputSchema } from '@/shared/schemas/assignments';
import { ListState } from '@/web/components/list-state';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
import { useGradeSubmission } from '../api/grade-submission';
import { useGradingQueue } from '../api/list-grading-queue';
import { formatDueDate } from './assignment-list';

/** One handed-in piece of work: a letter grade and an optional comment, then 'Grade'. */
function GradeRow({ item }: { item: QueuedSubmission }) {
  const id = useId();
  const grade = useGradeSubmission();
  const [letter, setLetter] = useState<LetterGrade | ''>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = gradeInputSchema.safeParse({ grade: letter || undefined, comment });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])),
      );
      return;
    }
    setErrors({});
    grade.mutate(
      { assignmentId: item.assignmentId, studentId: item.studentId, input: parsed.data },
      {
        onSuccess: () => toast.success(`${item.studentName}: graded ${parsed.data.grade}`),
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  };
  const general =
    grade.isError && !Object.keys(fieldErrors(grade.error)).length
      ? requestErrorMessage(grade.error)
      : null;

  return (
    <li className="grid gap-3 rounded-md border p-3">
      <div className="grid gap-0.5">
        <span className="font-medium">
          {item.studentName} <span className="text-muted-foreground">({item.rollNumber})</span>
        </span>
        <span className="text-sm">{item.title}</span>
        <span className="text-sm text-muted-foreground">
          {item.class} {item.subject} · Due: {formatDueDate(item.dueDate)}
        </span>
      </div>
      <form
        className="grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
        onSubmit={submit}
        noValidate
        aria-label={`Grade ${item.studentName}: ${item.title}`}
      >
        <SelectField
          id={`${id}-grade`}
          label="Letter grade"
          value={letter}
          error={errors.grade}
          onChange={(event) => setLetter(event.currentTarget.value as LetterGrade | '')}
        >
          <option value="">Choose</option>
          {LETTER_GRADES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-comment`}
          label="Comment (optional)"
          value={comment}
          error={errors.comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Button type="submit" disabled={grade.isPending}>
          {grade.isPending ? 'Saving...' : 'Grade'}
        </Button>
      </form>
      {general ? <p className="text-sm text-destructive">{general}</p> : null}
    </li>
  );
}

/** Handed-in work of the teacher's classes waiting for a grade; the parents then see it. */
export function GradingQueue() {
  const queue = useGradingQueue();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Grading queue</CardTitle>
        <CardDescription>
          Work handed in and waiting for a grade. Parents see the grade and your comment.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          query={queue}
          loadingLabel="Loading the grading queue"
          errorText="The grading queue could not be loaded."
          empty="No work waiting for a grade"
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <ul className="grid max-h-[36rem] gap-2 overflow-y-auto">
              {data.map((item) => (
                <GradeRow key={`${item.assignmentId}/${item.studentId}`} item={item} />
              ))}
            </ul>
          )}
        </ListState>
      </CardContent>
    </Card>
  );
}

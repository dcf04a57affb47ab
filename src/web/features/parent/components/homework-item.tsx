import { CheckCircle2, Paperclip } from 'lucide-react';
import { useState } from 'react';
import type { ParentAssignment } from '@/shared/schemas/parent';
import { Button } from '@/web/components/ui/button';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { downloadAttachment } from '@/web/lib/download-attachment';
import { useMarkDone } from '../api/mark-done';
import { mediumDate } from '@/web/lib/school-date';
import { TitleWithStatus } from './status-badge';

/** Attachment download and 'Mark as done' for a list of homework, with one line for what failed. */
export function useHomeworkActions() {
  const markDone = useMarkDone();
  const [problem, setProblem] = useState<string | null>(null);
  const download = (item: ParentAssignment) => {
    if (!item.attachmentUrl) return;
    setProblem(null);
    downloadAttachment(item.attachmentUrl, `${item.title}`).catch((error: unknown) =>
      setProblem(`The attachment could not be downloaded. ${requestErrorMessage(error)}`),
    );
  };
  const done = (item: ParentAssignment) => {
    setProblem(null);
    markDone.mutate(
      { assignmentId: item.id, studentId: item.studentId },
      {
        onError: (error) =>
          setProblem(`"${item.title}" could not be marked as done. ${requestErrorMessage(error)}`),
      },
    );
  };
  return { problem, download, done, busy: markDone.isPending };
}

interface HomeworkItemProps {
  item: ParentAssignment & { studentName?: string; comment?: string | null };
  actions: ReturnType<typeof useHomeworkActions>;
}

/**
 * One piece of homework (spec 2): title, status badge, subject, optional description, 'Due: date',
 * optional 'Grade: x' with the teacher's comment, the attachment and 'Mark as done' buttons.
 */
export function HomeworkItem({ item, actions }: HomeworkItemProps) {
  const label = item.studentName ? `${item.title}, ${item.studentName}` : item.title;
  return (
    <li aria-label={label} className="grid min-w-0 gap-2 rounded-md border border-border p-3">
      <TitleWithStatus title={item.title} status={item.status} />
      <p className="text-sm text-muted-foreground">
        {item.studentName ? `${item.studentName} · ` : null}
        {item.subject}
      </p>
      {item.description ? (
        <p className="text-sm break-words whitespace-pre-line">{item.description}</p>
      ) : null}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span>Due: {mediumDate(item.dueDate)}</span>
        {item.grade ? <span className="font-medium">Grade: {item.grade}</span> : null}
      </div>
      {item.comment ? (
        <blockquote className="border-l-2 border-border pl-3 text-sm break-words whitespace-pre-line">
          <span className="font-medium">Teacher’s comment: </span>
          {item.comment}
        </blockquote>
      ) : null}
      {item.attachmentUrl || item.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          {item.attachmentUrl ? (
            <Button variant="outline" size="sm" onClick={() => actions.download(item)}>
              <Paperclip aria-hidden="true" />
              Attachment<span className="sr-only">: {item.title}</span>
            </Button>
          ) : null}
          {item.status === 'pending' ? (
            <Button size="sm" onClick={() => actions.done(item)} disabled={actions.busy}>
              <CheckCircle2 aria-hidden="true" />
              Mark as done<span className="sr-only">: {label}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

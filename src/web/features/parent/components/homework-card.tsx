import { CheckCircle2, Paperclip } from 'lucide-react';
import { useState } from 'react';
import type { ParentAssignment, ParentDashboard } from '@/shared/schemas/parent';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { downloadAttachment } from '../api/download-attachment';
import { useMarkDone } from '../api/mark-done';
import { mediumDate, possessive } from '../format';
import { TitleWithStatus } from './status-badge';

interface HomeworkCardProps {
  childName: string | null;
  homework: ParentDashboard['homework'];
}

/** Spec: pending count, the first 5 by due date, attachment and 'Mark as done'. */
export function HomeworkCard({ childName, homework }: HomeworkCardProps) {
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

  return (
    <Card aria-labelledby="homework-title">
      <CardHeader>
        <CardTitle id="homework-title">
          {childName ? `${possessive(childName)} Homework` : 'Homework & Assignments'}
        </CardTitle>
        <CardDescription>{homework.pendingCount} pending assignments</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {problem ? <Alert>{problem}</Alert> : null}
        {homework.items.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">No assignments found</p>
        ) : (
          <ul aria-label="Assignments" className="grid gap-3">
            {homework.items.map((item) => (
              <li
                key={item.id}
                aria-label={item.title}
                className="grid gap-2 rounded-md border border-border p-3"
              >
                <TitleWithStatus title={item.title} status={item.status} />
                <p className="text-sm text-muted-foreground">{item.subject}</p>
                {item.description ? (
                  <p className="text-sm break-words whitespace-pre-line">{item.description}</p>
                ) : null}
                <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <span>Due: {mediumDate(item.dueDate)}</span>
                  {item.grade ? <span className="font-medium">Grade: {item.grade}</span> : null}
                </div>
                {item.attachmentUrl || item.status === 'pending' ? (
                  <div className="flex flex-wrap gap-2">
                    {item.attachmentUrl ? (
                      <Button variant="outline" size="sm" onClick={() => download(item)}>
                        <Paperclip aria-hidden="true" />
                        Attachment<span className="sr-only">: {item.title}</span>
                      </Button>
                    ) : null}
                    {item.status === 'pending' ? (
                      <Button size="sm" onClick={() => done(item)} disabled={markDone.isPending}>
                        <CheckCircle2 aria-hidden="true" />
                        Mark as done<span className="sr-only">: {item.title}</span>
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import { PaperclipIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TeacherAssignment } from '@/shared/schemas/assignments';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { mediumDate } from '@/web/lib/school-date';
import { toastOutcome } from '@/web/lib/toast-outcome';
import { useDeleteAssignment } from '../api/delete-assignment';
import { downloadAttachment } from '../api/download-attachment';
import { usePublishAssignment } from '../api/publish-assignment';

/** Spec: submission counts show only for published assignments. */
export function submissionText(assignment: TeacherAssignment): string | null {
  const count = assignment.submissionCount;
  if (!count) return null;
  return `${count.submitted}/${count.total} submitted · ${count.graded} graded`;
}

/** Assignments with status, due date, counts, attachment and a draft's Publish button. */
export function AssignmentList({ assignments }: { assignments: readonly TeacherAssignment[] }) {
  const publish = usePublishAssignment();
  const remove = useDeleteAssignment();
  const [deleting, setDeleting] = useState<TeacherAssignment | null>(null);
  return (
    <>
      <ul className="grid gap-2">
        {assignments.map((assignment) => {
          const counts = submissionText(assignment);
          const publishing = publish.isPending && publish.variables === assignment.id;
          return (
            <li
              key={assignment.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-md border p-3"
            >
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{assignment.title}</span>
                  <Badge variant={assignment.status === 'published' ? 'default' : 'muted'}>
                    {assignment.status === 'published' ? 'Published' : 'Draft'}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {assignment.subject} · {assignment.class} · Due: {mediumDate(assignment.dueDate)}
                </p>
                {counts ? <p className="text-sm">{counts}</p> : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {assignment.attachment ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Download ${assignment.attachment.fileName}`}
                    onClick={() =>
                      void downloadAttachment(assignment.id, assignment.attachment!.fileName).catch(
                        (error: unknown) => toast.error(requestErrorMessage(error)),
                      )
                    }
                  >
                    <PaperclipIcon aria-hidden="true" />
                    Attachment
                  </Button>
                ) : null}
                {assignment.status === 'draft' ? (
                  <Button
                    size="sm"
                    disabled={publish.isPending}
                    aria-label={`Publish ${assignment.title}`}
                    onClick={() =>
                      publish.mutate(assignment.id, toastOutcome(`'${assignment.title}' published`))
                    }
                  >
                    {publishing ? 'Publishing...' : 'Publish'}
                  </Button>
                ) : null}
                {assignment.status === 'draft' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Delete ${assignment.title}`}
                    onClick={() => setDeleting(assignment)}
                  >
                    Delete
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmMutationDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        mutation={remove}
        successMessage={() => 'Draft deleted'}
        title="Delete this draft?"
        description={(draft) => `'${draft.title}' will be deleted. It was never published.`}
        confirmLabel="Delete Draft"
      />
    </>
  );
}

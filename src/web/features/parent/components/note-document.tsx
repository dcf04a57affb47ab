import { useId } from 'react';
import type { AbsenceNote } from '@/shared/schemas/absence-notes';
import { DocumentLink } from '@/web/components/document-link';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useAttachAbsenceDocument } from '../api/attach-absence-document';

/** A note's document: open it, or add one (a doctor's note) while the note waits for the school. */
export function NoteDocument({ note }: { note: AbsenceNote }) {
  const attach = useAttachAbsenceDocument();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {note.documentName ? (
        <DocumentLink url={`/api/absence-notes/${note.id}/document`} name={note.documentName} />
      ) : null}
      {note.status === 'pending' ? (
        <label htmlFor={id} className="text-sm">
          {note.documentName ? 'Replace the document' : "Add a document (a doctor's note)"}
          <input
            id={id}
            type="file"
            className="ml-2 max-w-52 text-sm"
            accept=".pdf,image/*,.doc,.docx,.odt"
            disabled={attach.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) attach.mutate({ id: note.id, file });
              event.target.value = '';
            }}
          />
        </label>
      ) : null}
      {attach.isError ? (
        <p role="alert" className="w-full text-sm text-destructive">
          The document was not added. {requestErrorMessage(attach.error)}
        </p>
      ) : null}
    </div>
  );
}

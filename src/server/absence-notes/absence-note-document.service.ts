import { AppError } from '@/shared/errors.ts';
import type { AbsenceNote } from '@/shared/schemas/absence-notes.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import { checkAttachment, type UploadedAttachment } from '../platform/http/attachment.ts';
import { fieldConflict, fieldError } from '../platform/http/field-error.ts';
import { notesWhere } from './absence-notes.queries.ts';
import { documentOf, storeDocument } from './absence-note-document.queries.ts';

const NO_NOTE = 'No such absence note.';

/**
 * A guardian adds a document to a pending note (a doctor's note): checked as every upload is
 * (attachment.ts: type from the content, size), replacing any before.
 */
export async function attachDocument(
  scope: RequestScope,
  id: string,
  upload: UploadedAttachment | null,
): Promise<AbsenceNote> {
  if (!upload) throw fieldError('file', 'Attach the document as file');
  const file = await checkAttachment(upload);
  return scope.asCaller(async (tx) => {
    const [note] = await notesWhere(tx, { id });
    if (!note) throw new AppError('NOT_FOUND', NO_NOTE);
    if (!(await storeDocument(tx, id, file))) {
      throw fieldConflict(
        'file',
        `A document can be added while the note waits for the school; it is ${note.status}`,
      );
    }
    return { ...note, documentName: file.file_name };
  });
}

/** A note's document, for whoever may read the note. */
export async function getDocument(scope: RequestScope, id: string) {
  const file = await scope.asCaller((tx) => documentOf(tx, id));
  if (!file) throw new AppError('NOT_FOUND', 'This note has no document.');
  return file;
}

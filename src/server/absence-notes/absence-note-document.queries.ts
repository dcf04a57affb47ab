import type { Tx } from '../platform/db/tx.ts';

/** Stores a note's document (the policies: its guardian, while it is pending); false: not theirs. */
export async function storeDocument(
  tx: Tx,
  id: string,
  file: { file_name: string; content_type: string; content: Uint8Array },
): Promise<boolean> {
  const updated = await tx
    .updateTable('absence_notes')
    .set({
      document_name: file.file_name,
      document_type: file.content_type,
      document: file.content,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** A note's document as the caller may read it (the note's read policy), or undefined. */
export async function documentOf(tx: Tx, id: string) {
  const row = await tx
    .selectFrom('absence_notes')
    .select(['document_name', 'document_type', 'document'])
    .where('id', '=', id)
    .where('document', 'is not', null)
    .executeTakeFirst();
  return row?.document && row.document_name && row.document_type
    ? { file_name: row.document_name, content_type: row.document_type, content: row.document }
    : undefined;
}

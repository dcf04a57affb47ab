import type { Role } from '../schemas/auth.ts';

/** Who may read a document: its owner only, the school's staff (admins and teachers), or everyone. */
export const documentVisibilities = ['private', 'staff', 'school'] as const;
export type DocumentVisibility = (typeof documentVisibilities)[number];

/** What an upload is when nobody chose: nobody else sees it. */
export const DEFAULT_DOCUMENT_VISIBILITY: DocumentVisibility = 'private';

export const VISIBILITY_LABELS: Record<DocumentVisibility, string> = {
  private: 'Only you',
  staff: 'Staff',
  school: 'Everyone at the school',
};

/**
 * The choices an uploader has. Staff may share with staff or the whole school; families keep
 * their documents to themselves. The database's documents_insert policy enforces the same.
 */
export function visibilitiesFor(role: Role): readonly DocumentVisibility[] {
  return role === 'admin' || role === 'teacher' ? documentVisibilities : ['private'];
}

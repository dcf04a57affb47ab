import { subjectListSchema } from '@/shared/schemas/classes';
import { fetchParsed } from '@/web/lib/fetch-parsed';

/** POST /api/admin/subjects/defaults: the 12 defaults become the school's own list (ids to edit). */
export const storeDefaultSubjects = () =>
  fetchParsed(subjectListSchema, '/api/admin/subjects/defaults', { method: 'POST' });

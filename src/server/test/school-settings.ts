import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

/** Tests only: the school's settings (its own tenants row) changed as an admin would in Settings. */
export async function setSchoolSettings(
  db: Kysely<Database>,
  schoolId: string,
  settings: Updateable<Database['tenants']>,
) {
  await db.updateTable('tenants').set(settings).where('id', '=', schoolId).execute();
}

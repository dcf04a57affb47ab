import { sql } from 'kysely';
import type { SchoolSettingsValues } from '@/shared/schemas/settings.ts';
import type { SchoolLogosTable } from '../platform/db/schema.ts';
import type { Tx } from '../platform/db/tx.ts';
import { tenantColumns } from '../tenants/tenant-columns.ts';

/** The school code lookup's columns but the id, and the settings only admins see. */
const settingsColumns = [
  ...tenantColumns.filter((column) => column !== 'id'),
  'time_zone',
  'office_email',
  'office_phone',
  'absence_notices',
  'late_notices',
  'payment_instructions',
  'conference_cutoff_hours',
] as const;

export function findSettings(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('tenants')
    .select(settingsColumns)
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

export function updateSettings(tx: Tx, tenantId: string, values: Partial<SchoolSettingsValues>) {
  return tx
    .updateTable('tenants')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', tenantId)
    .returning(settingsColumns)
    .executeTakeFirst();
}

export function setLogoUrl(tx: Tx, tenantId: string, logoUrl: string | null) {
  return tx
    .updateTable('tenants')
    .set({ logo_url: logoUrl, updated_at: sql`now()` })
    .where('id', '=', tenantId)
    .returning(settingsColumns)
    .executeTakeFirst();
}

/** The school's one logo is replaced: the old row goes, the new one comes. */
export async function replaceLogo(
  tx: Tx,
  logo: Pick<SchoolLogosTable, 'tenant_id' | 'content_type' | 'size_bytes' | 'sha256' | 'content'>,
) {
  await deleteLogo(tx, logo.tenant_id);
  await tx.insertInto('school_logos').values(logo).execute();
}

export async function deleteLogo(tx: Tx, tenantId: string) {
  await tx.deleteFrom('school_logos').where('tenant_id', '=', tenantId).execute();
}

export function findLogo(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('school_logos')
    .select(['content_type', 'sha256', 'content'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

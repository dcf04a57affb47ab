import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from '@/shared/errors.ts';
import type { SchoolSettings, SchoolSettingsValues } from '@/shared/schemas/settings.ts';
import type { AuditAction } from '@/shared/rules/audit-kinds.ts';
import { auditByCaller, insertAudit } from '../platform/audit/audit.queries.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { checkLogo } from './logo-content.ts';
import * as q from './settings.queries.ts';

type Row = NonNullable<Awaited<ReturnType<typeof q.findSettings>>>;

function toSettings(row: Row | undefined): SchoolSettings {
  if (!row) throw new AppError('NOT_FOUND', 'Your school could not be found.');
  return { ...row, theme_mode: row.theme_mode === 'dark' ? 'dark' : 'light' };
}

/** The public address of a school's logo; the content hash changes it with every new logo. */
export const logoPath = (tenantId: string, sha256: string) => `/api/logos/${tenantId}/${sha256}`;

export async function getSettings(scope: RequestScope): Promise<SchoolSettings> {
  return scope.asCaller(async (tx, me) => toSettings(await q.findSettings(tx, me.tenantId)));
}

export async function updateSettings(
  scope: RequestScope,
  input: Partial<SchoolSettingsValues>,
): Promise<SchoolSettings> {
  return scope.asCaller(async (tx, me) => {
    const before = toSettings(await q.findSettings(tx, me.tenantId));
    const changed = (Object.keys(input) as (keyof SchoolSettingsValues)[]).filter(
      (field) => input[field] !== undefined && input[field] !== before[field],
    );
    if (changed.length === 0) return before;
    const after = toSettings(await q.updateSettings(tx, me.tenantId, input));
    await auditByCaller(tx, me, 'settings.updated', me.tenantId, { fields: changed });
    return after;
  });
}

async function auditLogo(
  tx: Tx,
  tenantId: string,
  userId: string,
  action: AuditAction,
  details = {},
) {
  await insertAudit(tx, { tenantId, actorUserId: userId, action, subject: tenantId, details });
}

/**
 * Stores the checked (and for SVG sanitised) logo and points the school's logo URL at it. The
 * caller is checked (an admin, session live) before the upload is read or parsed.
 */
export async function uploadLogo(
  scope: RequestScope,
  readUpload: () => Promise<Buffer>,
): Promise<SchoolSettings> {
  await scope.readAsCaller((qb) => qb.selectNoFrom(sql<number>`1`.as('ok')));
  const logo = await checkLogo(await readUpload());
  const sha256 = createHash('sha256').update(logo.content).digest('hex');
  return scope.asCaller(async (tx, me) => {
    await q.replaceLogo(tx, {
      tenant_id: me.tenantId,
      content_type: logo.contentType,
      size_bytes: logo.content.length,
      sha256,
      content: logo.content,
    });
    const after = toSettings(await q.setLogoUrl(tx, me.tenantId, logoPath(me.tenantId, sha256)));
    await auditLogo(tx, me.tenantId, me.userId, 'settings.logo_uploaded', {
      contentType: logo.contentType,
      bytes: logo.content.length,
    });
    return after;
  });
}

export async function removeLogo(scope: RequestScope): Promise<SchoolSettings> {
  return scope.asCaller(async (tx, me) => {
    await q.deleteLogo(tx, me.tenantId);
    const after = toSettings(await q.setLogoUrl(tx, me.tenantId, null));
    await auditLogo(tx, me.tenantId, me.userId, 'settings.logo_removed');
    return after;
  });
}

/** The logo as served at its public URL: only the current version (its hash) is found. */
export async function readLogo(scope: RequestScope, tenantId: string, sha256: string) {
  const logo = await scope.asSchool(tenantId, (tx) => q.findLogo(tx, tenantId));
  if (!logo || logo.sha256 !== sha256) throw new AppError('NOT_FOUND', 'This logo does not exist.');
  return logo;
}

import { AppError } from '@/shared/errors.ts';
import {
  MAX_REPORTED_ISSUES,
  PREVIEW_ROWS,
  importColumns,
  type DryRunResult,
  type ImportKind,
  type ImportResult,
} from '@/shared/schemas/imports.ts';
import { insertAudit } from '../platform/audit/audit.queries.ts';
import type { AppContext } from '../context.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import { checkFile, planCounts } from './import-plan.ts';
import { writePeople, writeStudents } from './import-write.ts';

/** The dry run: errors by line and column, what would be created or updated; nothing written. */
export async function dryRun(
  scope: RequestScope,
  kind: ImportKind,
  data: Buffer | string,
): Promise<DryRunResult> {
  return scope.asCaller(async (tx) => {
    const checked = await checkFile(tx, kind, data);
    const columns = importColumns[kind].map((column) => column.name);
    return {
      kind,
      rows: checked.rowCount,
      errorCount: checked.issues.length,
      errors: checked.issues.slice(0, MAX_REPORTED_ISSUES),
      plan: planCounts(checked.planned),
      preview: checked.planned.entries.slice(0, PREVIEW_ROWS).map((entry) => ({
        line: entry.line,
        action: entry.action,
        values: Object.fromEntries(columns.map((name) => [name, entry.cells[name] ?? ''])),
      })),
    };
  });
}

export interface ImportEvents {
  /** The file is clean: the writing starts (the route begins streaming progress). */
  start(total: number): void;
  progress(done: number, total: number): void;
}

/**
 * The import: the file is checked again in the same transaction that writes it (refused whole if it
 * has any error), then written in batches, reporting progress; one audit row; invitations queued.
 * Rows the school already has unchanged are not written at all, so a second run changes nothing.
 */
export async function runImport(
  ctx: AppContext,
  scope: RequestScope,
  kind: ImportKind,
  data: Buffer | string,
  events: ImportEvents,
): Promise<ImportResult> {
  const { result, tenantId } = await scope.asCaller(async (tx, me) => {
    const checked = await checkFile(tx, kind, data);
    if (checked.issues.length) {
      const count = checked.issues.length;
      throw new AppError(
        'VALIDATION_FAILED',
        `The file has ${count} ${count === 1 ? 'error' : 'errors'}: nothing was imported. Check the file, fix them and try again.`,
        {
          details: checked.issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => ({
            path: issue.column ?? 'file',
            line: issue.line,
            message: issue.message,
          })),
        },
      );
    }
    const plan = planCounts(checked.planned);
    const total = plan.create + plan.update;
    let done = 0;
    events.start(total);
    const report = (n: number) => {
      done += n;
      events.progress(done, total);
    };
    const { planned } = checked;
    const invited =
      planned.kind === 'students'
        ? await writeStudents(tx, me, planned.entries, report)
        : await writePeople(ctx, tx, me, planned.kind, planned.entries, report);
    const outcome: ImportResult = {
      kind,
      rows: checked.rowCount,
      created: plan.create,
      updated: plan.update,
      unchanged: plan.unchanged,
      invited,
    };
    if (total > 0) {
      await insertAudit(tx, {
        tenantId: me.tenantId,
        actorUserId: me.userId,
        action: 'people.imported',
        details: { ...outcome },
      });
    }
    return { result: outcome, tenantId: me.tenantId };
  });
  if (result.invited) ctx.mail.kick(tenantId);
  return result;
}

/** Only the caller's role is checked: the template itself is the same for every school. */
export async function checkAdmin(scope: RequestScope): Promise<void> {
  await scope.asCaller(async () => undefined);
}

import { AppError } from '@/shared/errors.ts';
import {
  MAX_ROSTER_ISSUES,
  type RosterDryRun,
  type RosterImportResult,
  type RosterIssue,
} from '@/shared/schemas/oneroster.ts';
import type { AppContext } from '../../context.ts';
import { insertAudit } from '../../platform/audit/audit.queries.ts';
import type { RequestScope } from '../../platform/db/request-scope.ts';
import type { Tx } from '../../platform/db/tx.ts';
import { checkRosterSet, type Known } from './check-set.ts';
import * as q from './oneroster.queries.ts';
import { planCounts, planRoster, type Plan } from './plan.ts';
import { readRosterSet } from './read-set.ts';
import { writeRoster } from './write.ts';
import type { RosterFiles } from './zip.ts';

const bySeverityThenPlace = (a: RosterIssue, b: RosterIssue) =>
  (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
  a.file.localeCompare(b.file) ||
  (a.line ?? 0) - (b.line ?? 0);

/** Reads, checks and plans a set in the caller's transaction; writes nothing. */
async function checkSet(
  tx: Tx,
  files: RosterFiles,
): Promise<{ plan: Plan | null; result: RosterDryRun }> {
  const set = await readRosterSet(files);
  const stored = await q.storedRecords(tx);
  const known: Known = {
    org: new Set(),
    academicSession: new Set(),
    course: new Set(),
    class: new Set(),
    user: new Set(),
    enrollment: new Set(),
  };
  for (const r of stored) if (r.status === 'active') known[r.kind].add(r.sourced_id);
  const org = stored.find((r) => r.kind === 'org');
  const model = await checkRosterSet(
    set,
    known,
    org ? { sourcedId: org.sourced_id, name: org.fields.name ?? '' } : null,
  );
  const plan = Array.isArray(model) ? null : await planRoster(tx, model);
  const issues = (plan ? plan.issues : (model as RosterIssue[])).sort(bySeverityThenPlace);
  const empty = { create: 0, update: 0, unchanged: 0, deactivate: 0 };
  const counts = plan
    ? planCounts(plan)
    : {
        academicSessions: empty,
        courses: empty,
        classes: empty,
        students: empty,
        teachers: empty,
        parents: empty,
        admins: empty,
        enrollments: empty,
      };
  return {
    plan,
    result: {
      version: set.version,
      school: plan
        ? { sourcedId: plan.model.school.sourcedId, name: plan.model.school.name }
        : { sourcedId: '', name: '' },
      counts,
      errorCount: issues.filter((i) => i.severity === 'error').length,
      skippedCount: issues.filter((i) => i.severity === 'skipped').length,
      issues: issues.slice(0, MAX_ROSTER_ISSUES),
      waitingClasses: plan
        ? plan.classes.filter((d) => !d.local && !d.teacher && d.action !== 'deactivate').length
        : 0,
    },
  };
}

export function rosterDryRun(scope: RequestScope, files: RosterFiles): Promise<RosterDryRun> {
  return scope.asCaller(async (tx) => (await checkSet(tx, files)).result);
}

export interface RosterEvents {
  start(total: number): void;
  progress(done: number, total: number): void;
}

const STEPS = 4;

/**
 * The import: checked again in the transaction that writes it, refused whole on any error, then
 * written (students, invitations, classes, sync records, enrolments), reporting each step.
 */
export async function runRosterImport(
  ctx: AppContext,
  scope: RequestScope,
  files: RosterFiles,
  events: RosterEvents,
): Promise<RosterImportResult> {
  const { result, tenantId } = await scope.asCaller(async (tx, me) => {
    const { plan, result } = await checkSet(tx, files);
    if (!plan || result.errorCount) {
      const count = result.errorCount;
      throw new AppError(
        'VALIDATION_FAILED',
        `The set has ${count} ${count === 1 ? 'error' : 'errors'}: nothing was imported. Fix them and try again.`,
        {
          details: result.issues
            .filter((i) => i.severity === 'error')
            .map((i) => ({
              path: i.column ?? 'file',
              line: i.line,
              file: i.file,
              message: i.message,
            })),
        },
      );
    }
    events.start(STEPS);
    const { invited, enrolled } = await writeRoster(ctx, tx, me, plan, (step) =>
      events.progress(step, STEPS),
    );
    const changes = Object.values(result.counts).reduce(
      (sum, c) => sum + c.create + c.update + c.deactivate,
      0,
    );
    if (changes || enrolled) {
      await insertAudit(tx, {
        tenantId: me.tenantId,
        actorUserId: me.userId,
        action: 'roster.imported',
        details: { school: result.school.sourcedId, counts: result.counts, invited },
      });
    }
    return { result: { ...result, invited }, tenantId: me.tenantId };
  });
  if (result.invited) ctx.mail.kick(tenantId);
  return result;
}

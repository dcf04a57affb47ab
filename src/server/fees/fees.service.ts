import { AppError } from '@/shared/errors.ts';
import { feeDueDates } from '@/shared/rules/fee-schedule.ts';
import { gradeLabel } from '@/shared/rules/class-labels.ts';
import {
  feeStructureInputSchema,
  type FeeStructure,
  type FeeStructureInput,
  type FeeStructureUpdate,
  type GenerateResult,
} from '@/shared/schemas/fees.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import {
  deleteFutureRecords,
  deleteStructure,
  findStructure,
  generateRecords,
  insertStructure,
  listStructures,
  schoolDay,
  syncFutureRecords,
  updateStructure,
  type StructureRow,
  type StructureValues,
} from './fees.queries.ts';

const NO_STRUCTURE = 'No fee structure with this id in your school.';
const gradeNumber = (label: string) => Number(label.replace(/^Grade /, ''));

function toStructure(row: StructureRow): FeeStructure {
  return {
    id: row.id,
    feeType: row.fee_type,
    amountCents: row.amount_cents,
    frequency: row.frequency,
    dueDay: row.due_day,
    applicableGrades: [...row.grades].sort((a, b) => a - b).map(gradeLabel),
    status: row.status,
  };
}

function toValues(input: ReturnType<typeof feeStructureInputSchema.parse>): StructureValues {
  const grades = [...new Set(input.applicableGrades.map(gradeNumber))].sort((a, b) => a - b);
  return {
    fee_type: input.feeType,
    amount_cents: input.amountCents,
    frequency: input.frequency,
    due_day: input.dueDay,
    grades,
    status: input.status,
  };
}

/** The records a structure asks for from its first day on (created on, school's calendar). */
async function generateFor(tx: Tx, me: Me, structure: StructureRow, today: string) {
  if (structure.status !== 'active') return 0;
  const dates = feeDueDates({
    frequency: structure.frequency,
    dueDay: structure.due_day,
    from: structure.created_on,
    today,
  });
  return generateRecords(tx, me.tenantId, structure.id, dates);
}

/** The structure, locked for the change that follows: a 404 when the school has none with this id. */
async function lockStructure(tx: Tx, me: Me, id: string) {
  const structure = await findStructure(tx, me.tenantId, id, { lock: true });
  if (!structure) throw new AppError('NOT_FOUND', NO_STRUCTURE);
  return structure;
}

export async function getStructures(scope: RequestScope): Promise<FeeStructure[]> {
  return scope.asCaller(async (tx, me) => (await listStructures(tx, me.tenantId)).map(toStructure));
}

export async function createStructure(
  scope: RequestScope,
  input: FeeStructureInput,
): Promise<FeeStructure & GenerateResult> {
  return scope.asCaller(async (tx, me) => {
    const values = toValues(feeStructureInputSchema.parse(input));
    const id = await insertStructure(tx, me.tenantId, values);
    const structure = (await findStructure(tx, me.tenantId, id))!;
    const { today } = await schoolDay(tx, me.tenantId);
    const created = await generateFor(tx, me, structure, today);
    await auditByCaller(tx, me, 'fees.structure_created', id, {
      feeType: values.fee_type,
      amountCents: values.amount_cents,
      recordsCreated: created,
    });
    return { ...toStructure(structure), created };
  });
}

export async function changeStructure(
  scope: RequestScope,
  id: string,
  changes: FeeStructureUpdate,
): Promise<FeeStructure & GenerateResult & { updated: number; removed: number }> {
  return scope.asCaller(async (tx, me) => {
    const current = await lockStructure(tx, me, id);
    const merged = feeStructureInputSchema.parse({ ...toStructure(current), ...changes });
    const values = toValues(merged);
    await updateStructure(tx, me.tenantId, id, values);
    const { today } = await schoolDay(tx, me.tenantId);
    // Only what falls due from today on follows the edit; past and paid records stay as they were.
    const from = current.created_on > today ? current.created_on : today;
    const dates = feeDueDates({ frequency: values.frequency, dueDay: values.due_day, from, today });
    const { updated, removed } = await syncFutureRecords(
      tx,
      me.tenantId,
      { ...values, id },
      today,
      dates,
    );
    const created =
      values.status === 'active' ? await generateRecords(tx, me.tenantId, id, dates) : 0;
    await auditByCaller(tx, me, 'fees.structure_updated', id, {
      fields: Object.keys(changes),
      recordsUpdated: updated,
      recordsRemoved: removed,
      recordsCreated: created,
    });
    const structure = (await findStructure(tx, me.tenantId, id))!;
    return { ...toStructure(structure), created, updated, removed };
  });
}

export async function removeStructure(scope: RequestScope, id: string): Promise<void> {
  await scope.asCaller(async (tx, me) => {
    const current = await lockStructure(tx, me, id);
    const { today } = await schoolDay(tx, me.tenantId);
    const removed = await deleteFutureRecords(tx, me.tenantId, id, today);
    await deleteStructure(tx, me.tenantId, id);
    await auditByCaller(tx, me, 'fees.structure_deleted', id, {
      feeType: current.fee_type,
      recordsRemoved: removed,
    });
  });
}

export async function generateStructureRecords(
  scope: RequestScope,
  id: string,
): Promise<GenerateResult> {
  return scope.asCaller(async (tx, me) => {
    const structure = await lockStructure(tx, me, id);
    if (structure.status !== 'active') {
      throw new AppError(
        'CONFLICT',
        'This fee structure is inactive. Activate it to create its fee records.',
      );
    }
    const { today } = await schoolDay(tx, me.tenantId);
    const created = await generateFor(tx, me, structure, today);
    await auditByCaller(tx, me, 'fees.records_generated', id, { recordsCreated: created });
    return { created };
  });
}

import { AppError } from '@/shared/errors.ts';
import { feeDueDates } from '@/shared/rules/fee-schedule.ts';
import { gradeLabel } from '@/shared/rules/class-labels.ts';
import { formatDollars } from '@/shared/rules/fees.ts';
import {
  FEE_RECORDS_PAGE_SIZE,
  feeStructureInputSchema,
  receiptNumber,
  type FeeRecord,
  type FeeRecordPage,
  type FeeRecordsQuery,
  type FeeStructure,
  type FeeStructureInput,
  type FeeStructureUpdate,
  type GenerateResult,
  type PaymentInput,
  type PaymentResult,
  type Receipt,
} from '@/shared/schemas/fees.ts';
import { insertAudit } from '../platform/audit/audit.queries.ts';
import { publishStudentEvents } from '../platform/live/live.publish.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import {
  deleteFutureRecords,
  deleteStructure,
  findReceipt,
  findRecord,
  findStructure,
  generateRecords,
  insertPayment,
  insertStructure,
  listRecords,
  listStructures,
  lockRecord,
  markRecordPaid,
  outstandingOf,
  schoolDay,
  studentBalance,
  syncFutureRecords,
  updateStructure,
  type RecordRow,
  type StructureRow,
  type StructureValues,
} from './fees.queries.ts';
import { fieldError } from '../platform/http/field-error.ts';

const NO_STRUCTURE = 'No fee structure with this id in your school.';
const NO_RECORD = 'No fee record with this id in your school.';
const NO_PAYMENT = 'No payment with this id in your school.';

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

function toRecord(row: RecordRow): FeeRecord {
  return {
    id: row.id,
    studentId: row.student_id,
    studentName: row.student_name,
    rollNumber: row.roll_number,
    gradeLevel: row.grade_level,
    feeStructureId: row.fee_structure_id,
    feeType: row.fee_type,
    amountCents: row.amount_cents,
    paidCents: Number(row.paid_cents),
    dueDate: row.due_date,
    paidOn: row.paid_on,
    status: row.status,
    lastPaymentId: row.last_payment_id,
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
    await insertAudit(tx, {
      tenantId: me.tenantId,
      actorUserId: me.userId,
      action: 'fees.structure_created',
      subject: id,
      details: {
        feeType: values.fee_type,
        amountCents: values.amount_cents,
        recordsCreated: created,
      },
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
    const current = await findStructure(tx, me.tenantId, id, { lock: true });
    if (!current) throw new AppError('NOT_FOUND', NO_STRUCTURE);
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
    await insertAudit(tx, {
      tenantId: me.tenantId,
      actorUserId: me.userId,
      action: 'fees.structure_updated',
      subject: id,
      details: {
        fields: Object.keys(changes),
        recordsUpdated: updated,
        recordsRemoved: removed,
        recordsCreated: created,
      },
    });
    const structure = (await findStructure(tx, me.tenantId, id))!;
    return { ...toStructure(structure), created, updated, removed };
  });
}

export async function removeStructure(scope: RequestScope, id: string): Promise<void> {
  await scope.asCaller(async (tx, me) => {
    const current = await findStructure(tx, me.tenantId, id, { lock: true });
    if (!current) throw new AppError('NOT_FOUND', NO_STRUCTURE);
    const { today } = await schoolDay(tx, me.tenantId);
    const removed = await deleteFutureRecords(tx, me.tenantId, id, today);
    await deleteStructure(tx, me.tenantId, id);
    await insertAudit(tx, {
      tenantId: me.tenantId,
      actorUserId: me.userId,
      action: 'fees.structure_deleted',
      subject: id,
      details: { feeType: current.fee_type, recordsRemoved: removed },
    });
  });
}

export async function generateStructureRecords(
  scope: RequestScope,
  id: string,
): Promise<GenerateResult> {
  return scope.asCaller(async (tx, me) => {
    const structure = await findStructure(tx, me.tenantId, id, { lock: true });
    if (!structure) throw new AppError('NOT_FOUND', NO_STRUCTURE);
    if (structure.status !== 'active') {
      throw new AppError(
        'CONFLICT',
        'This fee structure is inactive. Activate it to create its fee records.',
      );
    }
    const { today } = await schoolDay(tx, me.tenantId);
    const created = await generateFor(tx, me, structure, today);
    await insertAudit(tx, {
      tenantId: me.tenantId,
      actorUserId: me.userId,
      action: 'fees.records_generated',
      subject: id,
      details: { recordsCreated: created },
    });
    return { created };
  });
}

export async function getRecords(
  scope: RequestScope,
  query: FeeRecordsQuery & { page: number },
): Promise<FeeRecordPage> {
  return scope.asCaller(async (tx, me) => {
    const { today } = await schoolDay(tx, me.tenantId);
    const rows = await listRecords(tx, me.tenantId, {
      today,
      studentId: query.studentId,
      structureId: query.structureId,
      status: query.status,
      search: query.search || undefined,
      limit: FEE_RECORDS_PAGE_SIZE,
      offset: (query.page - 1) * FEE_RECORDS_PAGE_SIZE,
    });
    return {
      items: rows.map(toRecord),
      page: query.page,
      pageSize: FEE_RECORDS_PAGE_SIZE,
      total: Number(rows[0]?.total ?? 0),
    };
  });
}

export async function recordPayment(
  scope: RequestScope,
  recordId: string,
  input: PaymentInput,
): Promise<PaymentResult> {
  return scope.asCaller(async (tx, me) => {
    const record = await lockRecord(tx, me.tenantId, recordId);
    if (!record) throw new AppError('NOT_FOUND', NO_RECORD);
    const { today } = await schoolDay(tx, me.tenantId);
    if (input.paidOn > today) {
      throw fieldError('paidOn', 'The payment date cannot be in the future.');
    }
    if (record.paid_on) throw new AppError('CONFLICT', 'This fee is already paid in full.');
    const outstanding = await outstandingOf(tx, me.tenantId, recordId);
    if (input.amountCents > outstanding) {
      throw fieldError('amountCents', `At most ${formatDollars(outstanding)}`, {
        summary: `amountCents: The payment is more than the ${formatDollars(outstanding)} outstanding.`,
      });
    }
    const paymentId = await insertPayment(tx, {
      tenantId: me.tenantId,
      recordId,
      amountCents: input.amountCents,
      paidOn: input.paidOn,
      method: input.method,
      reference: input.reference || null,
      recordedBy: me.userId,
    });
    const paidInFull = input.amountCents === outstanding;
    if (paidInFull) await markRecordPaid(tx, me.tenantId, recordId, input.paidOn);
    const updated = (await findRecord(tx, me.tenantId, recordId, today))!;
    await insertAudit(tx, {
      tenantId: me.tenantId,
      actorUserId: me.userId,
      action: 'fees.payment_recorded',
      subject: paymentId,
      details: {
        feeRecordId: recordId,
        amountCents: input.amountCents,
        method: input.method,
        paidInFull,
        studentName: updated.student_name,
        feeType: updated.fee_type,
      },
    });
    await publishStudentEvents(tx, me.tenantId, [record.student_id], 'fees');
    return { paymentId, record: toRecord(updated) };
  });
}

export async function getReceipt(scope: RequestScope, paymentId: string): Promise<Receipt> {
  return scope.asCaller(async (tx, me) => {
    const row = await findReceipt(tx, me.tenantId, paymentId);
    if (!row) throw new AppError('NOT_FOUND', NO_PAYMENT);
    return {
      paymentId: row.payment_id,
      receiptNumber: receiptNumber(row.payment_id),
      schoolName: row.school_name,
      logoUrl: row.logo_url,
      studentName: row.student_name,
      rollNumber: row.roll_number,
      gradeLevel: row.grade_level,
      feeType: row.fee_type,
      dueDate: row.due_date,
      amountCents: row.amount_cents,
      paidOn: row.paid_on,
      method: row.method,
      reference: row.reference,
      recordedBy: row.recorded_by,
      recordedAt: row.recorded_at,
      outstandingCents: row.outstanding_cents,
    };
  });
}

/**
 * A student's fee balance by this domain's rules (status as of the school's today), in the
 * caller's transaction: the student detail screen (directory) shows it.
 */
export async function studentFeeBalance(tx: Tx, tenantId: string, studentId: string) {
  const { today } = await schoolDay(tx, tenantId);
  return studentBalance(tx, tenantId, studentId, today);
}

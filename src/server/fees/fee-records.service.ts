import { AppError } from '@/shared/errors.ts';
import { formatDollars } from '@/shared/rules/fees.ts';
import {
  FEE_RECORDS_PAGE_SIZE,
  receiptNumber,
  type FeeRecord,
  type FeeRecordPage,
  type FeeRecordsQuery,
  type PaymentInput,
  type PaymentResult,
  type Receipt,
} from '@/shared/schemas/fees.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import { publishStudentEvents } from '../platform/live/live.publish.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { schoolDay } from './fees.queries.ts';
import {
  findReceipt,
  findRecord,
  insertPayment,
  listRecords,
  lockRecord,
  markRecordPaid,
  outstandingOf,
  studentBalance,
  type RecordRow,
} from './fee-records.queries.ts';
import { fieldError } from '../platform/http/field-error.ts';

const NO_RECORD = 'No fee record with this id in your school.';
const NO_PAYMENT = 'No payment with this id in your school.';

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
      today,
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
    await auditByCaller(tx, me, 'fees.payment_recorded', paymentId, {
      feeRecordId: recordId,
      amountCents: input.amountCents,
      method: input.method,
      paidInFull,
      studentName: updated.student_name,
      feeType: updated.fee_type,
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

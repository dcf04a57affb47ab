import type { Database } from '../platform/db/schema.ts';
import { tenantRows } from './insert-rows.ts';

export interface FeeRow {
  studentId: string;
  feeType: string;
  amountCents: number;
  dueDate: string;
  /** The day it was paid in full; unpaid unless said. */
  paidOn?: string | null;
  /** A fixed id, where the test names it before the row exists. */
  id?: string;
  /** The fee structure the record was generated from, if any. */
  structureId?: string;
}

export interface PaymentRow {
  feeRecordId: string;
  amountCents: number;
  paidOn: string;
  /** 'card' unless said otherwise. */
  method?: Database['payments']['method'];
}

/** Fee records of one school, written straight into the table as a test's fixture; ids in order. */
export const addFeeRecords = tenantRows('fee_records', (record: FeeRow) => ({
  fee_structure_id: record.structureId ?? null,
  student_id: record.studentId,
  fee_type: record.feeType,
  amount_cents: record.amountCents,
  due_date: record.dueDate,
  paid_on: record.paidOn ?? null,
}));

/** Payments towards fee records of one school, as a test's fixture; their ids in order. */
export const addPayments = tenantRows('payments', (payment: PaymentRow) => ({
  fee_record_id: payment.feeRecordId,
  amount_cents: payment.amountCents,
  paid_on: payment.paidOn,
  method: payment.method ?? 'card',
}));

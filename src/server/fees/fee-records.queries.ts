import { sql } from 'kysely';
import type { FeeRecordStatus } from '@/shared/rules/fee-schedule.ts';
import { likePattern } from '../platform/db/like-pattern.ts';
import type { Tx } from '../platform/db/tx.ts';

export interface RecordRow {
  id: string;
  student_id: string;
  student_name: string;
  roll_number: string;
  grade_level: number;
  fee_structure_id: string | null;
  fee_type: string;
  amount_cents: number;
  paid_cents: number;
  due_date: string;
  paid_on: string | null;
  status: FeeRecordStatus;
  last_payment_id: string | null;
  total: number;
}

const recordSelect = (today: string) => sql`
  select fr.id, fr.student_id, s.full_name as student_name, s.roll_number, s.grade_level,
         fr.fee_structure_id, fr.fee_type, fr.amount_cents, fr.due_date::text as due_date,
         fr.paid_on::text as paid_on,
         coalesce(pay.paid_cents, 0)::int as paid_cents, pay.last_payment_id,
         app_fee_status(fr.due_date, fr.paid_on, ${today}::date) as status,
         count(*) over ()::int as total
    from fee_records fr
    join students s on s.tenant_id = fr.tenant_id and s.id = fr.student_id
    left join lateral (
      select sum(p.amount_cents) as paid_cents,
             (array_agg(p.id order by p.created_at desc, p.id))[1] as last_payment_id
        from payments p where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id) pay on true`;

export async function listRecords(
  tx: Tx,
  tenantId: string,
  filter: {
    today: string;
    studentId?: string;
    structureId?: string;
    status?: FeeRecordStatus;
    /** In the student's name or roll number. */
    search?: string;
    limit: number;
    offset: number;
  },
): Promise<RecordRow[]> {
  const { today } = filter;
  const statusCondition = filter.status
    ? sql`and app_fee_status(fr.due_date, fr.paid_on, ${today}::date) = ${filter.status}`
    : sql``;
  const { rows } = await sql<RecordRow>`${recordSelect(today)}
    where fr.tenant_id = ${tenantId}
      ${filter.studentId ? sql`and fr.student_id = ${filter.studentId}` : sql``}
      ${filter.structureId ? sql`and fr.fee_structure_id = ${filter.structureId}` : sql``}
      ${statusCondition}
      ${
        filter.search
          ? sql`and (lower(s.full_name) like ${likePattern(filter.search)}
                  or lower(s.roll_number) like ${likePattern(filter.search)})`
          : sql``
      }
    order by fr.due_date, s.full_name, fr.id
    limit ${filter.limit} offset ${filter.offset}`.execute(tx);
  return rows;
}

export async function findRecord(tx: Tx, tenantId: string, id: string, today: string) {
  const { rows } = await sql<RecordRow>`${recordSelect(today)}
    where fr.tenant_id = ${tenantId} and fr.id = ${id}`.execute(tx);
  return rows[0];
}

/** Locks the record so two payments at once cannot both take the outstanding amount. */
export async function lockRecord(tx: Tx, tenantId: string, id: string) {
  const { rows } = await sql<{
    id: string;
    student_id: string;
    amount_cents: number;
    paid_on: string | null;
  }>`
    select id, student_id, amount_cents, paid_on::text as paid_on from fee_records
     where tenant_id = ${tenantId} and id = ${id} for update`.execute(tx);
  return rows[0];
}

/** What is still to pay on the record (app_fee_outstanding_cents), its payments so far taken off. */
export async function outstandingOf(tx: Tx, tenantId: string, recordId: string): Promise<number> {
  const { rows } = await sql<{ owed: number }>`
    select app_fee_outstanding_cents(fr.amount_cents, fr.paid_on,
             (select sum(p.amount_cents) from payments p
               where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id))::int as owed
      from fee_records fr
     where fr.tenant_id = ${tenantId} and fr.id = ${recordId}`.execute(tx);
  return Number(rows[0]?.owed ?? 0);
}

export async function insertPayment(
  tx: Tx,
  values: {
    tenantId: string;
    recordId: string;
    amountCents: number;
    paidOn: string;
    method: 'cash' | 'card' | 'bank transfer' | 'cheque' | 'other';
    reference: string | null;
    recordedBy: string;
  },
): Promise<string> {
  const row = await tx
    .insertInto('payments')
    .values({
      tenant_id: values.tenantId,
      fee_record_id: values.recordId,
      amount_cents: values.amountCents,
      paid_on: values.paidOn,
      method: values.method,
      reference: values.reference,
      recorded_by: values.recordedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markRecordPaid(tx: Tx, tenantId: string, id: string, paidOn: string) {
  await tx
    .updateTable('fee_records')
    .set({ paid_on: paidOn, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export interface ReceiptRow {
  payment_id: string;
  school_name: string;
  logo_url: string | null;
  student_name: string;
  roll_number: string;
  grade_level: number;
  fee_type: string;
  due_date: string;
  amount_cents: number;
  paid_on: string;
  method: 'cash' | 'card' | 'bank transfer' | 'cheque' | 'other';
  reference: string | null;
  recorded_by: string | null;
  recorded_at: string;
  /** What was still to pay on the record once this payment was taken (later ones not counted). */
  outstanding_cents: number;
}

export async function findReceipt(tx: Tx, tenantId: string, paymentId: string) {
  const { rows } = await sql<ReceiptRow>`
    select p.id as payment_id, t.school_name, t.logo_url, s.full_name as student_name,
           s.roll_number, s.grade_level, fr.fee_type, fr.due_date::text as due_date,
           p.amount_cents, p.paid_on::text as paid_on,
           p.method, p.reference, pr.full_name as recorded_by,
           to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as recorded_at,
           app_fee_outstanding_cents(fr.amount_cents, null,
             (select sum(q.amount_cents) from payments q
               where q.tenant_id = p.tenant_id and q.fee_record_id = p.fee_record_id
                 and (q.created_at, q.id) <= (p.created_at, p.id)))::int as outstanding_cents
      from payments p
      join fee_records fr on fr.tenant_id = p.tenant_id and fr.id = p.fee_record_id
      join students s on s.tenant_id = fr.tenant_id and s.id = fr.student_id
      join tenants t on t.id = p.tenant_id
      left join profiles pr on pr.tenant_id = p.tenant_id and pr.user_id = p.recorded_by
     where p.tenant_id = ${tenantId} and p.id = ${paymentId}`.execute(tx);
  return rows[0];
}

/**
 * A student's fee balance by the fee rules (db/routines/30_fees.sql): what is still to pay on
 * records not paid, how much of it is overdue, and on how many records.
 */
export async function studentBalance(tx: Tx, tenantId: string, studentId: string, today: string) {
  const { rows } = await sql<{
    outstandingCents: number;
    overdueCents: number;
    openRecords: number;
  }>`
    select coalesce(sum(r.owed), 0)::int as "outstandingCents",
           coalesce(sum(r.owed) filter (where r.status = 'overdue'), 0)::int as "overdueCents",
           (count(*) filter (where r.status <> 'paid'))::int as "openRecords"
      from (select app_fee_status(fr.due_date, fr.paid_on, ${today}::date) as status,
                   app_fee_outstanding_cents(fr.amount_cents, fr.paid_on,
                     (select sum(p.amount_cents) from payments p
                       where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id)) as owed
              from fee_records fr
             where fr.tenant_id = ${tenantId} and fr.student_id = ${studentId}) r`.execute(tx);
  return rows[0]!;
}

import { sql } from 'kysely';
import type { FeeRecordStatus } from '@/shared/rules/fee-schedule.ts';
import { likePattern } from '../platform/db/like-pattern.ts';
import type { Tx } from '../platform/db/tx.ts';

type Frequency = 'monthly' | 'quarterly' | 'annually' | 'one-time';

export interface StructureRow {
  id: string;
  fee_type: string;
  amount_cents: number;
  frequency: Frequency;
  due_day: number;
  grades: number[];
  status: 'active' | 'inactive';
  /** The school's calendar day the structure was created (its schedule starts there). */
  created_on: string;
}

/** The request's school's today (the school clock), name and logo. */
export async function schoolDay(tx: Tx, tenantId: string) {
  const { rows } = await sql<{ today: string; school_name: string; logo_url: string | null }>`
    select app_school_today()::text as today, school_name, logo_url
      from tenants where id = ${tenantId}`.execute(tx);
  const row = rows[0];
  if (!row) throw new Error('The school of this request does not exist');
  return row;
}

const structureSelect = (tenantId: string) => sql<StructureRow>`
  select fs.id, fs.fee_type, fs.amount_cents, fs.frequency, fs.due_day, fs.grades, fs.status,
         app_school_date(fs.created_at)::text as created_on
    from fee_structures fs
   where fs.tenant_id = ${tenantId}`;

export async function listStructures(tx: Tx, tenantId: string): Promise<StructureRow[]> {
  const { rows } = await sql<StructureRow>`${structureSelect(tenantId)}
    order by fs.created_at, fs.id`.execute(tx);
  return rows;
}

export async function findStructure(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<StructureRow | undefined> {
  const { rows } = await sql<StructureRow>`${structureSelect(tenantId)} and fs.id = ${id}
    ${options.lock ? sql`for update of fs` : sql``}`.execute(tx);
  return rows[0];
}

export interface StructureValues {
  fee_type: string;
  amount_cents: number;
  frequency: Frequency;
  due_day: number;
  grades: number[];
  status: 'active' | 'inactive';
}

/** Grades as a literal array: PGlite and node-postgres agree on text. */
const gradesArray = (grades: readonly number[]) => sql`${`{${grades.join(',')}}`}::smallint[]`;

export async function insertStructure(tx: Tx, tenantId: string, values: StructureValues) {
  const { rows } = await sql<{ id: string }>`
    insert into fee_structures (tenant_id, fee_type, amount_cents, frequency, due_day, grades, status)
    values (${tenantId}, ${values.fee_type}, ${values.amount_cents}, ${values.frequency},
            ${values.due_day}, ${gradesArray(values.grades)}, ${values.status})
    returning id`.execute(tx);
  return rows[0]!.id;
}

export async function updateStructure(
  tx: Tx,
  tenantId: string,
  id: string,
  values: StructureValues,
) {
  await sql`
    update fee_structures
       set fee_type = ${values.fee_type}, amount_cents = ${values.amount_cents},
           frequency = ${values.frequency}, due_day = ${values.due_day},
           grades = ${gradesArray(values.grades)}, status = ${values.status}, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`.execute(tx);
}

export async function deleteStructure(tx: Tx, tenantId: string, id: string) {
  await tx
    .deleteFrom('fee_structures')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

const dateArray = (dates: readonly string[]) => sql`${`{${dates.join(',')}}`}::date[]`;

/**
 * A fee record for every active student of the structure's grades and each due date; what exists
 * already (same structure, student and due date) is left alone. Answers how many were created.
 */
export async function generateRecords(
  tx: Tx,
  tenantId: string,
  structureId: string,
  dueDates: readonly string[],
): Promise<number> {
  if (dueDates.length === 0) return 0;
  const { rows } = await sql<{ created: number }>`
    with created as (
      insert into fee_records (tenant_id, student_id, fee_structure_id, fee_type, amount_cents, due_date)
      select fs.tenant_id, s.id, fs.id, fs.fee_type, fs.amount_cents, d.due
        from fee_structures fs
        join students s on s.tenant_id = fs.tenant_id and s.grade_level = any (fs.grades)
                       and s.status = 'active'
        cross join unnest(${dateArray(dueDates)}) as d (due)
       where fs.tenant_id = ${tenantId} and fs.id = ${structureId} and fs.status = 'active'
      on conflict (tenant_id, fee_structure_id, student_id, due_date) do nothing
      returning 1)
    select count(*)::int as created from created`.execute(tx);
  return Number(rows[0]?.created ?? 0);
}

/** Records a structure change may touch: unpaid, due today or later, no payment made on them. */
const futureUnpaid = (tenantId: string, structureId: string, today: string) => sql`
  fr.tenant_id = ${tenantId} and fr.fee_structure_id = ${structureId}
  and fr.paid_on is null and fr.due_date >= ${today}::date
  and not exists (select 1 from payments p
                   where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id)`;

/**
 * After an edit: future unpaid records take the new fee type and amount; those the structure no
 * longer asks for (other due day, grade removed, structure inactive) are deleted. Past and paid
 * records stay as they are.
 */
export async function syncFutureRecords(
  tx: Tx,
  tenantId: string,
  structure: StructureValues & { id: string },
  today: string,
  dueDates: readonly string[],
): Promise<{ updated: number; removed: number }> {
  const removed = await sql`
    delete from fee_records fr
     where ${futureUnpaid(tenantId, structure.id, today)}
       and not (${structure.status === 'active'}
                and fr.due_date = any (${dateArray(dueDates)})
                and exists (select 1 from students s
                             where s.tenant_id = fr.tenant_id and s.id = fr.student_id
                               and s.status = 'active'
                               and s.grade_level = any (${gradesArray(structure.grades)})))
    returning fr.id`.execute(tx);
  const updated = await sql`
    update fee_records fr
       set fee_type = ${structure.fee_type}, amount_cents = ${structure.amount_cents},
           updated_at = now()
     where ${futureUnpaid(tenantId, structure.id, today)}
       and (fr.fee_type <> ${structure.fee_type} or fr.amount_cents <> ${structure.amount_cents})
    returning fr.id`.execute(tx);
  return {
    updated: updated.rows.length,
    removed: removed.rows.length,
  };
}

/** Before a structure is deleted: its future unpaid records go too (past and paid ones stay). */
export async function deleteFutureRecords(
  tx: Tx,
  tenantId: string,
  structureId: string,
  today: string,
) {
  const result = await sql`delete from fee_records fr
     where ${futureUnpaid(tenantId, structureId, today)}
    returning fr.id`.execute(tx);
  return result.rows.length;
}

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

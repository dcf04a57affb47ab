import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';

const count = (n: unknown) => Number(n ?? 0);

/** What an account has done that must be kept: payments recorded, classes taught. */
export async function accountHistory(tx: Tx, userId: string) {
  const row = await tx
    .selectNoFrom([
      sql<string>`(select count(*) from payments where recorded_by = ${userId})`.as('payments'),
      sql<string>`(select count(*) from classes where teacher_id = ${userId})`.as('classes'),
    ])
    .executeTakeFirstOrThrow();
  return { payments: count(row.payments), classes: count(row.classes) };
}

/** A student record's history: fee records, payments, enrolments. */
export async function studentHistory(tx: Tx, studentId: string) {
  const row = await tx
    .selectNoFrom([
      sql<string>`(select count(*) from fee_records where student_id = ${studentId})`.as(
        'fee_records',
      ),
      sql<string>`(select count(*) from payments p join fee_records f
                     on f.tenant_id = p.tenant_id and f.id = p.fee_record_id
                   where f.student_id = ${studentId})`.as('payments'),
      sql<string>`(select count(*) from enrolments where student_id = ${studentId})`.as(
        'enrolments',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    fee_records: count(row.fee_records),
    payments: count(row.payments),
    enrolments: count(row.enrolments),
  };
}

export async function deleteAccount(tx: Tx, userId: string) {
  await tx.deleteFrom('users').where('id', '=', userId).execute();
}

export async function deleteStudentRecord(tx: Tx, id: string) {
  await tx.deleteFrom('students').where('id', '=', id).execute();
}

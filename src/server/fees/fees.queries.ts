import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';

type Frequency = 'monthly' | 'quarterly' | 'annually' | 'one-time';

export interface StructureValues {
  fee_type: string;
  amount_cents: number;
  frequency: Frequency;
  due_day: number;
  grades: number[];
  status: 'active' | 'inactive';
}

export interface StructureRow extends StructureValues {
  id: string;
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

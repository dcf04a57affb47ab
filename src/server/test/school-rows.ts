import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { asOwnerOf } from './as-owner.ts';

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
}

/** Columns whose values identify a school's people and records: ids, emails, names, titles. */
const IDENTIFYING = /(^id$|_id$|email|name|title|phone|roll|subject|room|note|description)/;

async function tenantColumns(db: Kysely<Database>): Promise<Column[]> {
  const { rows } = await sql<Column>`
    select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
     where c.table_schema = 'public'
       and c.table_name in (select table_name from information_schema.columns
                             where table_schema = 'public' and column_name = 'tenant_id')
     order by c.table_name, c.ordinal_position`.execute(db);
  return rows;
}

/**
 * Tests only: what one school holds, read as the owner scoped to that school. `rows` is every
 * tenant table's content (to see whether anything changed); `values` the identifying strings (ids,
 * emails, names …) found in them.
 */
export async function schoolRows(db: Kysely<Database>, tenantId: string) {
  const columns = await tenantColumns(db);
  const tables = [...new Set(columns.map((column) => column.table_name))];
  return asOwnerOf(db, tenantId, async (tx) => {
    const rows: Record<string, string> = {};
    const values = new Set<string>([tenantId]);
    const idsByTable: Record<string, string[]> = {};
    for (const table of tables) {
      const { rows: found } = await sql<Record<string, unknown>>`
        select * from ${sql.table(table)} where tenant_id = ${tenantId} order by 1, 2`.execute(tx);
      rows[table] = JSON.stringify(found);
      const identifying = columns.filter(
        (c) =>
          c.table_name === table &&
          c.column_name !== 'tenant_id' &&
          (c.data_type === 'uuid' || (c.data_type === 'text' && IDENTIFYING.test(c.column_name))),
      );
      for (const row of found) {
        for (const { column_name: name } of identifying) {
          const value = row[name];
          if (typeof value === 'string' && value.length >= 4) values.add(value);
        }
      }
      idsByTable[table] = found.map((row) => row.id).filter((id) => typeof id === 'string');
    }
    return { rows, values, idsByTable };
  });
}

/** A few ids of each of a school's tables (and the school's own), to put into URLs as guessed ids. */
export function sampleIds(
  tenantId: string,
  idsByTable: Record<string, string[]>,
  perTable = 2,
): string[] {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const ids = Object.values(idsByTable).flatMap((ids) => ids.slice(0, perTable));
  return [tenantId, ...ids].filter((id) => uuid.test(id));
}

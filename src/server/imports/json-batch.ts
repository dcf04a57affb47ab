import { sql } from 'kysely';

/**
 * A whole batch of rows as one JSON parameter, so a CSV import or a OneRoster sync of 20,000 rows
 * is a few dozen statements on either backend.
 */
export const asJson = (rows: readonly unknown[]) => JSON.stringify(rows);

/** The batch's rows as the record set `r`, with these columns (`name type, …`). */
export const jsonRecords = (rows: readonly unknown[], columns: string) =>
  sql`jsonb_to_recordset(${asJson(rows)}::jsonb) as r(${sql.raw(columns)})`;

/** The batch's values, one text a row. */
export const jsonTexts = (values: readonly string[]) =>
  sql`jsonb_array_elements_text(${asJson(values)}::jsonb)`;

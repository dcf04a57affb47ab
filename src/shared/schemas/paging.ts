import { z } from 'zod';

/** The query fields of a searchable, sortable list shown a page at a time. */
export const listSearchField = z
  .string()
  .trim()
  .max(200, 'Search is at most 200 characters')
  .optional();
export const listOrderField = z.enum(['asc', 'desc']).default('asc');
export const listPageField = z.coerce
  .number()
  .int()
  .min(1, 'Page starts at 1')
  .max(100_000)
  .default(1);
export const listPageSizeField = (defaultSize: number) =>
  z.coerce
    .number()
    .int()
    .min(1, 'Page size is at least 1')
    .max(100, 'Page size is at most 100')
    .default(defaultSize);

/** One page of a list's rows, and how many rows the whole list has. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });

/** The same page for the lists whose answers call their rows `items`. */
export const itemPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

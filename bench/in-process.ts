// What the benchmarks that run the app in this process share: the database they run on and the
// median of their timings.
import type { DatabaseKind } from '../src/server/platform/db/database.ts';

/** BENCH_KIND: pglite (the default) or postgres (TEST_DATABASE_URL). */
export const BENCH_KIND = (process.env.BENCH_KIND ?? 'pglite') as DatabaseKind;

/** The middle one of `values` in order (the upper of the two middle ones of an even count). */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

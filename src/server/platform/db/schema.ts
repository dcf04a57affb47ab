import type { DB, Profiles, SchoolLogos } from './generated/db.ts';

/**
 * Kysely's view of the database, generated from the migrated schema (generated/db.ts; after a
 * migration run `npm run db:types`). Nothing here is typed by hand.
 */
export type Database = DB;

export type RoleColumn = Profiles['role'];
export type SchoolLogosTable = SchoolLogos;

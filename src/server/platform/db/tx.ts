import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The request's transaction: what queries and services receive. It is scoped by row-level security
 * to one school (and, once signed in, one user and role); nothing else reaches the database.
 */
export type Tx = Kysely<Database>;

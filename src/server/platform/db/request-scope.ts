import { sql, type Compilable, type Kysely } from 'kysely';
import { AppError } from '@/shared/errors.ts';
import type { Role } from '@/shared/schemas/auth.ts';
import type { Database } from './schema.ts';
import type { Tx } from './tx.ts';
import { SEVERAL_STATEMENTS, inlineParameters, queryBuilder } from './one-round-trip.ts';
import { inTransaction, openLiteral, withTenant } from './with-tenant.ts';

/** A signed-in caller as the database knows them right now: current role, live session. */
export interface Me {
  userId: string;
  tenantId: string;
  sessionId: string;
  role: Role;
  sessionKind: 'password' | 'recovery';
}

/** The person a calendar feed belongs to, as the database knows them right now. */
export interface FeedOwner {
  userId: string;
  tenantId: string;
  role: Role;
}

/** What a verified access token claims; the database has the last word (see asCaller). */
export interface TokenClaims {
  userId: string;
  tenantId: string;
  sessionId: string;
  /** When the access token expires: a caller whose token expired mid-stream is refused from then. */
  expiresAtMs: number;
}

/**
 * The only way request paths reach the database. Each call is one transaction as app_user, scoped
 * by row-level security; route handlers and services never hold the owner connection.
 */
export interface RequestScope {
  /** No school yet: public rows only (the school code lookup). */
  asPublic<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** A school the request names itself, before anyone is signed in (sign-in, recovery, refresh). */
  asSchool<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * A private calendar feed's owner, found by the SHA-256 of the feed's token (a public route): the
   * transaction runs as that person (app_open_calendar_feed). `null` without such a feed, or when
   * its owner's account is inactive.
   */
  asFeedOwner<T>(
    tokenHash: string,
    fn: (tx: Tx, owner: FeedOwner) => Promise<T>,
  ): Promise<T | null>;
  /**
   * The signed-in caller. One statement opens the transaction: it sets the school, user and role,
   * checks that the session is live and the account active, and that the caller's current role is
   * one the route allows. A demoted or deactivated user is refused on their very next request; a
   * long-lived request (a live stream) calling it again is refused once the access token expired.
   */
  asCaller<T>(fn: (tx: Tx, me: Me) => Promise<T>): Promise<T>;
  /**
   * One read as the signed-in caller in ONE round trip: the opening statement and the query travel
   * in one message and run in one implicit transaction. `build` gets a query builder that cannot
   * run anything and the token's claims; in SQL, app_user_id() and app_role() are the caller's.
   */
  readAsCaller<R>(build: (qb: Tx, claims: TokenClaims) => Compilable<R>): Promise<R[]>;
  /** Whether asCaller ran during this request (a signed-in route must check its caller). */
  readonly callerChecked: boolean;
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const TOKEN_EXPIRED = 'Your session has expired. Please sign in again.';

/** The errors app_open_request raises (db/routines/00_request-scope.sql), in plain words. */
function openError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'PA401') return new AppError('UNAUTHENTICATED', SESSION_ENDED);
  if (code === 'PA402') {
    return new AppError(
      'UNAUTHENTICATED',
      'This account is inactive. Please contact your school administrator.',
    );
  }
  if (code === 'PA403') {
    return new AppError('FORBIDDEN', 'Your role does not have access to this.');
  }
  return error;
}

export function createRequestScope(
  db: Kysely<Database>,
  options: { claims: TokenClaims | null; roles: readonly Role[] | null },
): RequestScope {
  let callerChecked = false;
  const openStatement = () => {
    const { claims, roles } = options;
    if (!claims) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    if (Date.now() >= claims.expiresAtMs) throw new AppError('UNAUTHENTICATED', TOKEN_EXPIRED);
    const roleList = roles
      ? `array[${roles.map((r) => openLiteral(r, 'word')).join(',')}]`
      : 'null';
    return `select role, session_kind from app_open_request(
        ${openLiteral(claims.tenantId, 'uuid')}, ${openLiteral(claims.userId, 'uuid')},
        ${openLiteral(claims.sessionId, 'uuid')}, ${roleList}::text[])`;
  };
  return {
    asPublic: (fn) => withTenant(db, { tenantId: null }, fn),
    asSchool: (tenantId, fn) => withTenant(db, { tenantId }, fn),
    asFeedOwner: (tokenHash, fn) =>
      inTransaction(
        db,
        `select tenant_id, user_id, role from app_open_calendar_feed(${openLiteral(tokenHash, 'sha256')})`,
        (tx, [owner]: { tenant_id: string; user_id: string; role: Role }[]) =>
          owner
            ? fn(tx, { tenantId: owner.tenant_id, userId: owner.user_id, role: owner.role })
            : Promise.resolve(null),
      ),
    async asCaller<T>(fn: (tx: Tx, me: Me) => Promise<T>) {
      const openSql = openStatement();
      const claims = options.claims as TokenClaims;
      return inTransaction<T, { role: Role; session_kind: Me['sessionKind'] }>(
        db,
        openSql,
        (tx, [opened]) => {
          if (!opened) throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
          callerChecked = true;
          return fn(tx, { ...claims, role: opened.role, sessionKind: opened.session_kind });
        },
        openError,
      );
    },
    async readAsCaller<R>(build: (qb: Tx, claims: TokenClaims) => Compilable<R>) {
      const openSql = openStatement();
      const query = inlineParameters(build(queryBuilder, options.claims as TokenClaims));
      try {
        const { rows } = await sql.raw<R>(`${SEVERAL_STATEMENTS}${openSql}; ${query}`).execute(db);
        callerChecked = true;
        return rows;
      } catch (error) {
        throw openError(error);
      }
    },
    get callerChecked() {
      return callerChecked;
    },
  };
}

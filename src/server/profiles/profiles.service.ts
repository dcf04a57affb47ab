import { AppError } from '@/shared/errors.ts';
import type { Profile, UpdateProfileInput } from '@/shared/schemas/auth.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { findProfile, profileQuery, schoolOfficeIds, updateProfile } from './profiles.queries.ts';

const NO_PROFILE = 'No profile exists for this account.';

/** A person's name in their school, in the caller's transaction (undefined: no profile). */
export async function nameOf(tx: Tx, userId: string): Promise<string | undefined> {
  return (await findProfile(tx, userId))?.full_name;
}

/** The most frequent signed-in read: one round trip to the database. */
export async function getOwnProfile(scope: RequestScope): Promise<Profile> {
  const [profile] = await scope.readAsCaller((qb, me) => profileQuery(qb, me.userId));
  if (!profile) throw new AppError('NOT_FOUND', NO_PROFILE);
  return profile;
}

/** The spec's debug raw fetch: your own profile, or any profile of your school if you are an admin. */
export async function listProfiles(scope: RequestScope, userId: string): Promise<Profile[]> {
  return scope.asCaller(async (tx, me) => {
    if (userId !== me.userId && me.role !== 'admin') return [];
    const profile = await findProfile(tx, userId);
    return profile ? [profile] : [];
  });
}

export async function updateOwnProfile(
  scope: RequestScope,
  input: UpdateProfileInput,
): Promise<Profile> {
  return scope.asCaller(async (tx, me) => {
    const profile = await updateProfile(tx, me.userId, input);
    if (!profile) throw new AppError('NOT_FOUND', NO_PROFILE);
    await auditByCaller(tx, me, 'profile.updated', me.userId, { fields: Object.keys(input) });
    return profile;
  });
}

/**
 * The school office: its active admins (app_school_office). Absence notes are sent to them, and a
 * parent's message to 'the school office' goes to each of them.
 */
export function schoolOfficeUserIds(tx: Tx): Promise<string[]> {
  return schoolOfficeIds(tx);
}

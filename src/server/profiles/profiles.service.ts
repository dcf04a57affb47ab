import { AppError } from '@/shared/errors.ts';
import type { Profile, UpdateProfileInput } from '@/shared/schemas/auth.ts';
import { insertAudit } from '../audit/audit.queries.ts';
import type { AppContext, Caller } from '../context.ts';
import { withCaller } from '../auth/authenticate.ts';
import { findProfile, updateProfile } from './profiles.queries.ts';

export async function getOwnProfile(ctx: AppContext, caller: Caller): Promise<Profile> {
  const profile = await withCaller(ctx, caller, (tx) => findProfile(tx, caller.userId));
  if (!profile) throw new AppError('NOT_FOUND', 'No profile exists for this account.');
  return profile;
}

/** The spec's debug raw fetch: your own profile, or any profile of your school if you are an admin. */
export async function listProfiles(
  ctx: AppContext,
  caller: Caller,
  userId: string,
): Promise<Profile[]> {
  if (userId !== caller.userId && caller.role !== 'admin') return [];
  const profile = await withCaller(ctx, caller, (tx) => findProfile(tx, userId));
  return profile ? [profile] : [];
}

export async function updateOwnProfile(
  ctx: AppContext,
  caller: Caller,
  input: UpdateProfileInput,
): Promise<Profile> {
  return withCaller(ctx, caller, async (tx) => {
    const profile = await updateProfile(tx, caller.userId, input);
    if (!profile) throw new AppError('NOT_FOUND', 'No profile exists for this account.');
    await insertAudit(tx, {
      tenantId: caller.tenantId,
      actorUserId: caller.userId,
      action: 'profile.updated',
      subject: caller.userId,
      details: { fields: Object.keys(input) },
    });
    return profile;
  });
}

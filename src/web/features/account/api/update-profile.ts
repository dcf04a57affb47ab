import { type Profile, type UpdateProfileInput, profileSchema } from '@/shared/schemas/auth';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { profileQueryKey } from '@/web/lib/auth/get-profile';
import { parseAnswer } from '@/web/lib/fetch-parsed';
import { useStoringMutation } from '@/web/lib/use-storing-mutation';

export async function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  return parseAnswer(
    profileSchema,
    await authorizedFetch('/api/profile', { method: 'PATCH', body: input }),
    'The server sent a profile it could not read',
  );
}

/** PATCH /api/profile; the signed-in user's profile query then shows the saved values. */
export const useUpdateProfile = () =>
  useStoringMutation(updateProfile, (profile) => profileQueryKey(profile.user_id));

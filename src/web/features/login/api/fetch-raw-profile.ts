import { apiFetchRaw } from '@/web/lib/api-client';
import { authClient } from '@/web/lib/auth/auth-client';

/** Spec 7 debug raw fetch: the profiles of the current user as the API answers, logged as is. */
export async function fetchRawProfile(): Promise<void> {
  const session = await authClient.getSession();
  if (!session) {
    console.info('Raw profile fetch: no signed-in user');
    return;
  }
  const { status, body } = await apiFetchRaw(
    `/api/profiles?user_id=${encodeURIComponent(session.user.id)}`,
    { accessToken: session.access_token },
  );
  console.info('Raw profile fetch', { status, body });
}

import type { Session } from '@/shared/schemas/auth.ts';
import type { multipartBody } from './pdf-and-multipart.ts';
import type { TestApp } from './test-app.ts';

/** Tests only: a POST of a multipart/form-data body (see multipartBody) as `session`. */
export const postMultipart = (
  t: Pick<TestApp, 'call'>,
  session: Session | null,
  url: string,
  form: ReturnType<typeof multipartBody>,
) => t.call(session, { method: 'POST', url, headers: form.headers, payload: form.payload });

import type { ImportKind } from '@/shared/schemas/imports';
import { AppError } from '@/shared/errors';
import { toAppError } from '@/web/lib/api-client';
import { authClient } from '@/web/lib/auth/auth-client';

/** GET /api/admin/imports/template: saves the kind's CSV template (header and one example row). */
export async function downloadImportTemplate(kind: ImportKind): Promise<void> {
  const session = await authClient.getSession();
  if (!session) throw new AppError('UNAUTHENTICATED', 'You are signed out. Please sign in again.');
  const response = await fetch(`/api/admin/imports/template?kind=${kind}`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  if (!response.ok) throw toAppError(response.status, await response.json().catch(() => null));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind}-template.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

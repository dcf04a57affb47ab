import type { ImportKind } from '@/shared/schemas/imports';
import { authorizedResponse } from '@/web/lib/auth/authorized-fetch';

/** GET /api/admin/imports/template: saves the kind's CSV template (header and one example row). */
export async function downloadImportTemplate(kind: ImportKind): Promise<void> {
  const response = await authorizedResponse(`/api/admin/imports/template?kind=${kind}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind}-template.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

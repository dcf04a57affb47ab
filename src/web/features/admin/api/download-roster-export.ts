import { authorizedResponse } from '@/web/lib/auth/authorized-fetch';

/** GET /api/admin/oneroster/export: saves the school's roster as a OneRoster 1.1 zip. */
export async function downloadRosterExport(): Promise<void> {
  const response = await authorizedResponse('/api/admin/oneroster/export');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'oneroster.zip';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

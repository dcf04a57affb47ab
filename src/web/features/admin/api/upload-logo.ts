import { useMutation } from '@tanstack/react-query';
import { schoolSettingsSchema } from '@/shared/schemas/settings';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useSettingsSaved } from './use-refresh-branding';

export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return fetchParsed(schoolSettingsSchema, '/api/admin/settings/logo', {
    method: 'POST',
    body: form,
  });
}

/** POST /api/admin/settings/logo (multipart); the layout shows the new logo at once. */
export function useUploadLogo() {
  const onSuccess = useSettingsSaved();
  return useMutation({ mutationFn: uploadLogo, onSuccess });
}

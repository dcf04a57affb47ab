import { useMutation } from '@tanstack/react-query';
import { schoolSettingsSchema, type SchoolSettingsValues } from '@/shared/schemas/settings';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useSettingsSaved } from './use-refresh-branding';

export const updateSettings = (input: Partial<SchoolSettingsValues>) =>
  fetchParsed(schoolSettingsSchema, '/api/admin/settings', { method: 'PATCH', body: input });

/** PATCH /api/admin/settings; the signed-in admin's branding follows at once. */
export function useUpdateSettings() {
  const onSuccess = useSettingsSaved();
  return useMutation({ mutationFn: updateSettings, onSuccess });
}

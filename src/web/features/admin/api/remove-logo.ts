import { useMutation } from '@tanstack/react-query';
import { schoolSettingsSchema } from '@/shared/schemas/settings';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useSettingsSaved } from './use-refresh-branding';

export const removeLogo = () =>
  fetchParsed(schoolSettingsSchema, '/api/admin/settings/logo', { method: 'DELETE' });

/** DELETE /api/admin/settings/logo: the school's initials show instead. */
export function useRemoveLogo() {
  const onSuccess = useSettingsSaved();
  return useMutation({ mutationFn: removeLogo, onSuccess });
}

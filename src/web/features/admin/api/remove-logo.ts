import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolSettingsSchema } from '@/shared/schemas/settings';
import { fetchParsed } from './classes-keys';
import { settingsKeys } from './settings-keys';
import { useRefreshBranding } from './use-refresh-branding';

export const removeLogo = () =>
  fetchParsed(schoolSettingsSchema, '/api/admin/settings/logo', { method: 'DELETE' });

/** DELETE /api/admin/settings/logo: the school's initials show instead. */
export function useRemoveLogo() {
  const queryClient = useQueryClient();
  const refreshBranding = useRefreshBranding();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.settings, settings);
      refreshBranding(settings);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.activityAll });
    },
  });
}

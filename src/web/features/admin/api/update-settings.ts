import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolSettingsSchema, type SchoolSettingsValues } from '@/shared/schemas/settings';
import { fetchParsed } from './classes-keys';
import { settingsKeys } from './settings-keys';
import { useRefreshBranding } from './use-refresh-branding';

export const updateSettings = (input: Partial<SchoolSettingsValues>) =>
  fetchParsed(schoolSettingsSchema, '/api/admin/settings', { method: 'PATCH', body: input });

/** PATCH /api/admin/settings; the signed-in admin's branding follows at once. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const refreshBranding = useRefreshBranding();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.settings, settings);
      refreshBranding(settings);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.activityAll });
    },
  });
}

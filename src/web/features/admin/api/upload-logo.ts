import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolSettingsSchema } from '@/shared/schemas/settings';
import { fetchParsed } from './classes-keys';
import { settingsKeys } from './settings-keys';
import { useRefreshBranding } from './use-refresh-branding';

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
  const queryClient = useQueryClient();
  const refreshBranding = useRefreshBranding();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.settings, settings);
      refreshBranding(settings);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.activityAll });
    },
  });
}

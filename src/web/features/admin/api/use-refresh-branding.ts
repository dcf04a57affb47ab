import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SchoolSettings } from '@/shared/schemas/settings';
import { useBranding } from '@/web/lib/branding/branding-context';
import { settingsKeys } from './settings-keys';

/**
 * After the settings change, the stored tenant (localStorage) and the page's branding take the new
 * name, logo, colours and theme, without signing out.
 */
export function useRefreshBranding() {
  const { tenant, applyTenant } = useBranding();
  return useCallback(
    (settings: SchoolSettings) => {
      if (!tenant || tenant.school_code !== settings.school_code) return;
      applyTenant({
        ...tenant,
        school_name: settings.school_name,
        logo_url: settings.logo_url,
        theme_mode: settings.theme_mode,
        primary_color: settings.primary_color,
        secondary_color: settings.secondary_color,
      });
    },
    [tenant, applyTenant],
  );
}

/** What every settings change does once saved: the cache, the branding, the activity view. */
export function useSettingsSaved() {
  const queryClient = useQueryClient();
  const refreshBranding = useRefreshBranding();
  return useCallback(
    (settings: SchoolSettings) => {
      queryClient.setQueryData(settingsKeys.settings, settings);
      refreshBranding(settings);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.activityAll });
    },
    [queryClient, refreshBranding],
  );
}

/** Query keys of /admin/settings; saving invalidates the activity view too (it is audited). */
export const settingsKeys = {
  settings: ['admin', 'settings'] as const,
  calendar: ['admin', 'settings', 'calendar'] as const,
  aiProviders: ['admin', 'settings', 'ai-providers'] as const,
  activityAll: ['admin', 'activity'] as const,
  activity: (filter: { actor: string; action: string; page: number }) =>
    ['admin', 'activity', filter] as const,
};

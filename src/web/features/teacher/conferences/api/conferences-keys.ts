/** Query keys of conference sessions. */
export const conferencesKeys = {
  sessions: ['teacher', 'conferences'] as const,
  schedule: (id: string) => ['teacher', 'conferences', id] as const,
};

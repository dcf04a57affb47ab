/** Query keys of conference sessions. */
export const conferencesKeys = {
  sessions: ['conferences'] as const,
  schedule: (id: string) => ['conferences', id] as const,
};

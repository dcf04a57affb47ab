/** Query keys of parent meetings. */
export const meetingsKeys = {
  upcoming: ['teacher', 'meetings'] as const,
  contacts: ['teacher', 'meetings', 'contacts'] as const,
};

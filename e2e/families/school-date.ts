/** The school's date `days` from now (the E2E schools keep New York time). */
export const schoolDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  });

/** How long an invitation link can be accepted: the admin's invitations and the CSV import's. */
export const INVITATION_DAYS = 14;

/** The rate limit of the sign-in paths, per address: password, passkey, invitation, OIDC. */
export const signInLimit = (config: { signInLimitPerMinute: number }) => ({
  rateLimit: { max: config.signInLimitPerMinute, timeWindow: '1 minute' },
});

/** What the sign-in screen is told when a provider's sign-in is refused (shown as it is). */
export const OIDC_MESSAGES = {
  noAccount:
    'No account of this school has the email address your sign-in provider gave. Ask your school administrator to invite you.',
  unverified:
    'Your sign-in provider has not verified your email address, so it cannot be used to sign in here.',
  wrongDomain:
    'Your email address is not in a domain this school accepts from this sign-in provider.',
  inactive: 'This account is inactive. Please contact your school administrator.',
  unavailable: 'This sign-in provider is not available. Choose another way to sign in.',
  cancelled: 'Sign-in was cancelled at your sign-in provider.',
  failed: 'Sign-in with your provider could not be completed. Please try again.',
  expired: 'This sign-in has expired. Please sign in again.',
} as const;

const REFUSALS = new Set<string>(Object.values(OIDC_MESSAGES));

/** Whether a message is a provider sign-in's refusal (not an emailed link's). */
export const isProviderRefusal = (message: string) => REFUSALS.has(message);

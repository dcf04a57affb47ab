import type { OutgoingEmail } from '../platform/mail/mail.queries.ts';

/** Tells an account's owner that someone keeps failing to sign in to it (sent at most once a window). */
export function failedSignInsEmail(values: {
  tenantId: string;
  to: string;
  school: string;
  failures: number;
  minutes: number;
}): OutgoingEmail {
  const { school, to, failures, minutes } = values;
  return {
    tenantId: values.tenantId,
    to,
    subject: 'Failed sign-in attempts on your account',
    body: [
      `Someone has tried to sign in to your ${school} portal account (${to}) with a wrong password ${failures} times in the last ${minutes} minutes.`,
      "If it was you, there is nothing to do: sign in with your password, or choose 'Forgot your password?' on the sign-in screen.",
      'If it was not you, you can still sign in as usual: the attempts from other addresses are slowed down, not you. If your password might be known to someone else, change it in Settings.',
      `We send this email at most once every ${minutes} minutes.`,
    ].join('\n\n'),
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30 s. A code of the step before
// or after is taken too (clock drift); auth_totp_spend_step refuses a step used already.

const PERIOD = 30;

function totpOf(seed: string, label = 'account') {
  return new TOTP({
    issuer: 'School Portal',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(seed),
  });
}

export function newSeed(): string {
  return new Secret({ size: 20 }).base32;
}

export async function setupOf(seed: string, label: string) {
  const uri = totpOf(seed, label).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret: seed, otpauth_uri: uri, qr_svg: svg };
}

/** The time step a code belongs to, or null for a wrong code. */
export function stepOfCode(seed: string, code: string, nowMs = Date.now()): number | null {
  const delta = totpOf(seed).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / PERIOD) + delta;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten one-time recovery codes, about 50 bits each: shown once, only their SHA-256 stored. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a recovery code: case and the dash do not matter when typed. */
export function recoveryCodeHash(code: string): string {
  const normal = code.trim().toUpperCase().replace('-', '');
  return createHash('sha256').update(normal).digest('hex');
}

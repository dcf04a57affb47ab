import type { TotpSetup } from '@/shared/schemas/credentials';
import { FormTextField } from '@/web/components/form/form-fields';

/** An authenticator to set up: its QR code (the otpauth URI) and the key to type in instead. */
export function TotpSetupView({ setup }: { setup: TotpSetup }) {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`;
  return (
    <div className="grid justify-items-center gap-2 text-sm">
      <p>Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
      <img
        src={src}
        alt="QR code for your authenticator app"
        className="size-44 rounded-md bg-white p-1"
      />
      <p className="text-muted-foreground">Or enter this key by hand:</p>
      <code
        className="rounded bg-muted px-2 py-1 font-mono text-xs break-all"
        data-testid="totp-secret"
      >
        {setup.secret}
      </code>
    </div>
  );
}

/** One-time recovery codes, shown once. */
export function RecoveryCodesView({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-2 text-sm">
      <p className="font-medium">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
        They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-1 rounded-md bg-muted p-3 font-mono"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/** The 6-digit code field of a form whose field is named `code`. */
export function TotpCodeField({ hint }: { hint?: string }) {
  return (
    <FormTextField
      name="code"
      label="Authenticator code"
      inputMode="numeric"
      autoComplete="one-time-code"
      hint={hint}
    />
  );
}

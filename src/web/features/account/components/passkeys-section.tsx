import { KeyRound, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { AppError } from '@/shared/errors';
import { type Passkey, passkeyNameSchema } from '@/shared/schemas/credentials';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { FormTextField } from '@/web/components/form/form-fields';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { Button } from '@/web/components/ui/button';
import { useAddPasskey, useRemovePasskey } from '../api/sign-in-factors';
import { toastOutcome } from '@/web/lib/toast-outcome';

const nameForm = z.object({ name: passkeyNameSchema });
const day = (iso: string) => new Date(iso).toLocaleDateString();

/** The user's passkeys: each with its name and when it was added or last used; add or remove. */
export function PasskeysSection({ passkeys }: { passkeys: Passkey[] }) {
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const form = useZodForm(nameForm, { name: '' });

  const save = async ({ name }: { name: string }) => {
    try {
      await add.mutateAsync(name);
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'NotAllowedError') {
        throw new AppError(
          'BAD_REQUEST',
          'The passkey was not created: it was cancelled or timed out.',
        );
      }
      throw cause;
    }
    form.reset({ name: '' });
    toast.success('Passkey added');
  };

  const drop = (passkey: Passkey) =>
    remove.mutate(passkey.id, toastOutcome(`Passkey ${passkey.name} removed`));

  return (
    <section aria-labelledby="passkeys-title" className="grid gap-3">
      <h3 id="passkeys-title" className="font-semibold">
        Passkeys
      </h3>
      {passkeys.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No passkeys yet. A passkey signs you in with your fingerprint, face or screen lock instead
          of a password.
        </p>
      ) : (
        <ul aria-label="Your passkeys" className="grid gap-2">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center gap-2 rounded-md border p-2 text-sm">
              <KeyRound aria-hidden="true" className="size-4 shrink-0" />
              <div className="grid min-w-0 flex-1">
                <span className="truncate font-medium">{passkey.name}</span>
                <span className="text-xs text-muted-foreground">
                  Added {day(passkey.created_at)}
                  {passkey.last_used_at ? `, last used ${day(passkey.last_used_at)}` : ''}
                </span>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove passkey ${passkey.name}`}
                disabled={remove.isPending}
                onClick={() => drop(passkey)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form form={form} onSubmit={save} idPrefix="passkey" className="grid gap-2">
        <FormTextField name="name" label="New passkey name" placeholder="e.g. My phone" />
        <FormAlert />
        <SubmitButton className="justify-self-end" pendingText="Waiting for your device...">
          Add a passkey
        </SubmitButton>
      </Form>
    </section>
  );
}

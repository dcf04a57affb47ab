import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type UpdateProfileInput, updateProfileSchema } from '@/shared/schemas/auth';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { Spinner } from '@/web/components/ui/spinner';
import { useUpdateProfile } from '../api/update-profile';
import { formErrorMessage } from '../form-error';

export function FullNameForm({ fullName }: { fullName: string }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    values: { full_name: fullName },
  });

  const onSubmit = handleSubmit((input) =>
    update.mutate(
      { full_name: input.full_name },
      { onSuccess: () => toast.success('Your name was saved') },
    ),
  );

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate>
      <TextField
        id="full-name"
        label="Full name"
        autoComplete="name"
        error={errors.full_name?.message}
        {...register('full_name')}
      />
      {update.isError ? <Alert>{formErrorMessage(update.error)}</Alert> : null}
      <Button type="submit" className="justify-self-end" disabled={!isDirty || update.isPending}>
        {update.isPending ? <Spinner /> : null}
        Save name
      </Button>
    </form>
  );
}

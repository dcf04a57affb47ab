import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type UpdateProfileInput, updateProfileSchema } from '@/shared/schemas/auth';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
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
      <div className="grid gap-2">
        <Label htmlFor="full-name">Full name</Label>
        <Input
          id="full-name"
          autoComplete="name"
          aria-invalid={errors.full_name ? true : undefined}
          aria-describedby={errors.full_name ? 'full-name-error' : undefined}
          {...register('full_name')}
        />
        {errors.full_name ? (
          <p id="full-name-error" className="text-sm text-destructive">
            {errors.full_name.message}
          </p>
        ) : null}
      </div>
      {update.isError ? <Alert>{formErrorMessage(update.error)}</Alert> : null}
      <Button type="submit" className="justify-self-end" disabled={!isDirty || update.isPending}>
        {update.isPending ? <Spinner /> : null}
        Save name
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type UpdateProfileInput, updateProfileSchema } from '@/shared/schemas/auth';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { FormTextField } from '@/web/components/form/form-fields';
import { useUpdateProfile } from '../api/update-profile';

export function FullNameForm({ fullName }: { fullName: string }) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    values: { full_name: fullName },
  });

  const save = async (input: UpdateProfileInput) => {
    await update.mutateAsync({ full_name: input.full_name });
    toast.success('Your name was saved');
  };

  return (
    <Form form={form} onSubmit={save} className="grid gap-3">
      <FormTextField name="full_name" label="Full name" autoComplete="name" />
      <FormAlert />
      <SubmitButton className="justify-self-end" disabled={!form.formState.isDirty}>
        Save name
      </SubmitButton>
    </Form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { gradeLabel } from '@/shared/rules/class-labels';
import { useEffect } from 'react';
import { type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { roles } from '@/shared/schemas/auth';
import {
  type AddUserInput,
  type AdminUserRow,
  type UpdateUserInput,
  addUserSchema,
  updateUserSchema,
  userStatuses,
} from '@/shared/schemas/people';
import { FormDialog } from '@/web/components/form-dialog';
import { TextField } from '@/web/components/ui/text-field';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
import { useAddUser } from '../api/add-user';
import { useUpdateUser } from '../api/update-user';
import { SelectField } from '@/web/components/ui/select-field';

const roleOptions = roles.map((role) => ({ value: role, label: role }));
const statusOptions = userStatuses.map((status) => ({ value: status, label: status }));
const gradeOptions = [
  { value: '', label: 'Choose a grade' },
  ...Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: gradeLabel(index + 1),
  })),
];

interface FormValues {
  name: string;
  email: string;
  role: AddUserInput['role'];
  status: AddUserInput['status'];
  gradeLevel?: string | number;
  rollNumber?: string;
}

/** Spec 'Add user' (or edit an existing person): field errors beside the fields, server errors shown. */
export function UserFormDialog({
  open,
  onOpenChange,
  user,
  role: initialRole = 'student',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person to edit; none to add someone. */
  user?: AdminUserRow;
  /** The role a new person starts with (the Teachers screen adds a teacher); default student. */
  role?: AddUserInput['role'];
}) {
  const add = useAddUser();
  const update = useUpdateUser();
  const editing = Boolean(user);
  const mutation = editing ? update : add;
  const defaults: FormValues = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? initialRole,
    status: user?.status ?? 'active',
    gradeLevel: '',
    rollNumber: '',
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    // Adding and editing validate with the server's own schemas.
    resolver: zodResolver(
      editing ? updateUserSchema : addUserSchema,
    ) as unknown as Resolver<FormValues>,
    defaultValues: defaults,
  });
  const role = useWatch({ control, name: 'role' });

  useEffect(() => {
    if (open) {
      reset(defaults);
      add.reset();
      update.reset();
    }
    // Only when the dialog opens, or for another person.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, user?.id]);

  const failed = mutation.isError ? fieldErrors(mutation.error) : {};
  const failure =
    mutation.isError && Object.keys(failed).length === 0
      ? requestErrorMessage(mutation.error)
      : null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (user) {
        const changes: UpdateUserInput = {
          name: values.name,
          email: values.email,
          status: values.status,
          ...(user.role !== values.role ? { role: values.role } : {}),
        };
        await update.mutateAsync({ id: user.id, changes });
        toast.success('Changes saved.');
      } else {
        const created = await add.mutateAsync(values as unknown as AddUserInput);
        toast.success(
          created.invited
            ? `Invitation sent to ${created.email}.`
            : `${created.name} added with roll number ${created.rollNumber ?? ''}.`,
        );
      }
      onOpenChange(false);
    } catch (error) {
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        setError(field as Path<FormValues>, { message }, { shouldFocus: true });
      }
    }
  });

  const prefix = editing ? 'edit-user' : 'add-user';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit User' : 'Add User'}
      description={
        editing
          ? 'Change the name, email, role or status. Deactivating signs the person out at once.'
          : 'Teachers, parents and admins get an email with a link to set their password. Students are added as records.'
      }
      onSubmit={onSubmit}
      error={failure}
      confirmLabel={editing ? 'Save Changes' : 'Add User'}
      pending={isSubmitting}
    >
      <TextField
        id={`${prefix}-name`}
        label="Full name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id={`${prefix}-email`}
        label={!editing && role === 'student' ? 'Email (optional)' : 'Email'}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${prefix}-role`}
          label="Role"
          options={roleOptions}
          error={errors.role?.message}
          disabled={Boolean(user?.rollNumber)}
          {...register('role')}
        />
        <SelectField
          id={`${prefix}-status`}
          label="Status"
          options={statusOptions}
          error={errors.status?.message}
          {...register('status')}
        />
      </div>
      {!editing && role === 'student' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`${prefix}-grade`}
            label="Grade level"
            options={gradeOptions}
            error={errors.gradeLevel?.message}
            {...register('gradeLevel')}
          />
          <TextField
            id={`${prefix}-roll`}
            label="Roll number (optional)"
            hint="Left blank, the next free number is used."
            error={errors.rollNumber?.message}
            {...register('rollNumber')}
          />
        </div>
      ) : null}
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { gradeLabel } from '@/shared/rules/class-labels';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
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
import { FormSelectField, FormTextField } from '@/web/components/form/form-fields';
import { useAddUser } from '../api/add-user';
import { useUpdateUser } from '../api/update-user';
import type { DialogProps } from '@/web/components/dialog-frame';

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
}: DialogProps & {
  /** The person to edit; none to add someone. */
  user?: AdminUserRow;
  /** The role a new person starts with (the Teachers screen adds a teacher); default student. */
  role?: AddUserInput['role'];
}) {
  const add = useAddUser();
  const update = useUpdateUser();
  const editing = Boolean(user);
  const defaults: FormValues = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? initialRole,
    status: user?.status ?? 'active',
    gradeLevel: '',
    rollNumber: '',
  };
  const form = useForm<FormValues>({
    // Adding and editing validate with the server's own schemas.
    resolver: zodResolver(
      editing ? updateUserSchema : addUserSchema,
    ) as unknown as Resolver<FormValues>,
    defaultValues: defaults,
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const student = !editing && role === 'student';

  const save = async (values: FormValues) => {
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
  };

  return (
    <FormDialog
      form={form}
      idPrefix={editing ? 'edit-user' : 'add-user'}
      values={defaults}
      onSubmit={save}
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit User' : 'Add User'}
      description={
        editing
          ? 'Change the name, email, role or status. Deactivating signs the person out at once.'
          : 'Teachers, parents and admins get an email with a link to set their password. Students are added as records.'
      }
      confirmLabel={editing ? 'Save Changes' : 'Add User'}
    >
      <FormTextField name="name" label="Full name" autoComplete="off" />
      <FormTextField
        name="email"
        label={student ? 'Email (optional)' : 'Email'}
        type="email"
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          name="role"
          label="Role"
          options={roleOptions}
          disabled={Boolean(user?.rollNumber)}
        />
        <FormSelectField name="status" label="Status" options={statusOptions} />
      </div>
      {student ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField name="gradeLevel" label="Grade level" options={gradeOptions} />
          <FormTextField
            name="rollNumber"
            label="Roll number (optional)"
            hint="Left blank, the next free number is used."
          />
        </div>
      ) : null}
    </FormDialog>
  );
}

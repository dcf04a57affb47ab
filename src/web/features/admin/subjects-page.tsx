import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon, PlusIcon, TrashIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type Subject, type SubjectInput, subjectInputSchema } from '@/shared/schemas/classes';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ListState } from '@/web/components/list-state';
import { DialogActions } from '@/web/components/dialog-actions';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { useCreateSubject } from './api/create-subject';
import { useDeleteSubject } from './api/delete-subject';
import { useSubjects } from './api/list-subjects';
import { useRenameSubject } from './api/rename-subject';
import { firstFieldError, requestErrorMessage } from '@/web/lib/field-errors';
import { PageSection } from '@/web/components/page-section';

function AddSubjectForm() {
  const create = useCreateSubject();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SubjectInput>({
    resolver: zodResolver(subjectInputSchema),
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        toast.success(`${input.name} added`);
        reset({ name: '' });
      },
      onError: (error) => {
        const named = firstFieldError(error);
        setError('name', { message: named?.message ?? requestErrorMessage(error) });
      },
    }),
  );
  return (
    <form className="flex flex-col gap-2 sm:flex-row sm:items-start" onSubmit={onSubmit} noValidate>
      <div className="grow">
        <TextField
          id="new-subject"
          label="New subject"
          placeholder="Latin"
          error={errors.name?.message}
          {...register('name')}
        />
      </div>
      <Button type="submit" className="sm:mt-7" disabled={create.isPending}>
        {create.isPending ? <Spinner /> : <PlusIcon aria-hidden="true" />}
        Add Subject
      </Button>
    </form>
  );
}

function RenameSubjectDialog({ target, onClose }: { target: Subject; onClose: () => void }) {
  const rename = useRenameSubject();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SubjectInput>({
    resolver: zodResolver(subjectInputSchema),
    defaultValues: { name: target.name },
  });
  useEffect(() => reset({ name: target.name }), [target, reset]);
  const onSubmit = handleSubmit((input) =>
    rename.mutate(
      { subject: target, name: input.name },
      {
        onSuccess: () => {
          toast.success('Subject renamed');
          onClose();
        },
        onError: (error) =>
          setError('name', {
            message: firstFieldError(error)?.message ?? requestErrorMessage(error),
          }),
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename subject</DialogTitle>
          <DialogDescription>Classes of this subject show the new name.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <TextField
            id="subject-name"
            label="Subject name"
            error={errors.name?.message}
            {...register('name')}
          />
          <DialogActions
            onCancel={onClose}
            confirmLabel="Save Subject"
            pending={rename.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteSubjectDialog({ target, onClose }: { target: Subject; onClose: () => void }) {
  const remove = useDeleteSubject();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete subject?"
      description={`'${target.name}' will no longer be offered for classes.`}
      confirmLabel="Delete Subject"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        remove.mutate(target, {
          onSuccess: () => {
            toast.success(`${target.name} deleted`);
            onClose();
          },
        })
      }
    />
  );
}

/** /admin/subjects: the school's subject list (the spec's 12 until it is edited). */
export function SubjectsPage() {
  const subjects = useSubjects();
  const [renaming, setRenaming] = useState<Subject | null>(null);
  const [deleting, setDeleting] = useState<Subject | null>(null);

  return (
    <PageSection
      id="subjects-heading"
      title="Subjects"
      description="The subjects your classes are chosen from."
      width="2xl"
    >
      <Card>
        <CardHeader>
          <CardTitle>Subject list</CardTitle>
          <CardDescription>
            {subjects.data?.isDefault
              ? 'Your school uses the standard 12 subjects. Adding, renaming or deleting one makes the list your own.'
              : 'Your school’s own list.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <AddSubjectForm />
          <ListState
            query={subjects}
            loadingLabel="Loading subjects"
            skeletonRows={4}
            skeletonClassName="h-10 w-full"
            errorText="The subjects could not be loaded."
            empty="No subjects yet"
            isEmpty={(data) => data.subjects.length === 0}
          >
            {(data) => (
              <ul
                className="divide-y divide-border rounded-md border border-border"
                aria-label="Subjects"
              >
                {data.subjects.map((subject) => (
                  <li
                    key={subject.id ?? subject.name}
                    className="flex items-center justify-between gap-2 px-3 py-1.5"
                  >
                    <span className="min-w-0 truncate">{subject.name}</span>
                    <span className="flex shrink-0 gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Rename ${subject.name}`}
                        onClick={() => setRenaming(subject)}
                      >
                        <PencilIcon aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${subject.name}`}
                        onClick={() => setDeleting(subject)}
                      >
                        <TrashIcon aria-hidden="true" className="text-destructive" />
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </ListState>
        </CardContent>
      </Card>
      {renaming ? (
        <RenameSubjectDialog target={renaming} onClose={() => setRenaming(null)} />
      ) : null}
      {deleting ? (
        <DeleteSubjectDialog target={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </PageSection>
  );
}

import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type Subject, type SubjectInput, subjectInputSchema } from '@/shared/schemas/classes';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { QueryList } from '@/web/components/query-list';
import { FormDialog } from '@/web/components/form-dialog';
import { Form, FormAlert, SubmitButton } from '@/web/components/form/form';
import { FormTextField } from '@/web/components/form/form-fields';
import { useCreateSubject } from './api/create-subject';
import { useDeleteSubject } from './api/delete-subject';
import { useSubjects } from './api/list-subjects';
import { useRenameSubject } from './api/rename-subject';
import { PageSection } from '@/web/components/page-section';
import { SectionCard } from '@/web/components/section-card';
import { EditDeleteButtons } from '@/web/components/row-actions';

function AddSubjectForm() {
  const create = useCreateSubject();
  const form = useZodForm(subjectInputSchema, { name: '' });
  const add = async (input: SubjectInput) => {
    await create.mutateAsync(input);
    toast.success(`${input.name} added`);
    form.reset({ name: '' });
  };
  return (
    <Form form={form} idPrefix="new-subject" onSubmit={add} className="grid gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="grow">
          <FormTextField name="name" label="New subject" placeholder="Latin" />
        </div>
        <SubmitButton className="sm:mt-7" icon={<PlusIcon aria-hidden="true" />}>
          Add Subject
        </SubmitButton>
      </div>
      <FormAlert />
    </Form>
  );
}

function RenameSubjectDialog({ target, onClose }: { target: Subject; onClose: () => void }) {
  const rename = useRenameSubject();
  const form = useZodForm(subjectInputSchema, { name: target.name });
  const save = async (input: SubjectInput) => {
    await rename.mutateAsync({ subject: target, name: input.name });
    toast.success('Subject renamed');
    onClose();
  };
  return (
    <FormDialog
      form={form}
      idPrefix="subject"
      onSubmit={save}
      open
      onOpenChange={(open) => !open && onClose()}
      title="Rename subject"
      description="Classes of this subject show the new name."
      confirmLabel="Save Subject"
    >
      <FormTextField name="name" label="Subject name" />
    </FormDialog>
  );
}

/** /admin/subjects: the school's subject list (the spec's 12 until it is edited). */
export function SubjectsPage() {
  const subjects = useSubjects();
  const [renaming, setRenaming] = useState<Subject | null>(null);
  const [deleting, setDeleting] = useState<Subject | null>(null);
  const remove = useDeleteSubject();

  return (
    <PageSection
      id="subjects-heading"
      title="Subjects"
      description="The subjects your classes are chosen from."
      width="2xl"
    >
      <SectionCard
        title="Subject list"
        description={
          subjects.data?.isDefault
            ? 'Your school uses the standard 12 subjects. Adding, renaming or deleting one makes the list your own.'
            : 'Your school’s own list.'
        }
        contentClassName="grid gap-4"
      >
        <AddSubjectForm />
        <QueryList
          query={subjects}
          rows={(data) => data.subjects}
          label="Subjects"
          className="divide-y divide-border rounded-md border border-border"
          loadingLabel="Loading subjects"
          skeletonRows={4}
          skeletonClassName="h-10 w-full"
          errorText="The subjects could not be loaded."
          empty="No subjects yet"
        >
          {(subject) => (
            <li
              key={subject.id ?? subject.name}
              className="flex items-center justify-between gap-2 px-3 py-1.5"
            >
              <span className="min-w-0 truncate">{subject.name}</span>
              <EditDeleteButtons
                name={subject.name}
                editVerb="Rename"
                onEdit={() => setRenaming(subject)}
                onDelete={() => setDeleting(subject)}
              />
            </li>
          )}
        </QueryList>
      </SectionCard>
      {renaming ? (
        <RenameSubjectDialog target={renaming} onClose={() => setRenaming(null)} />
      ) : null}
      {deleting ? (
        <ConfirmMutationDialog
          target={deleting}
          onClose={() => setDeleting(null)}
          mutation={remove}
          variables={(subject) => subject}
          successMessage={(subject) => `${subject.name} deleted`}
          title="Delete subject?"
          description={`'${deleting.name}' will no longer be offered for classes.`}
          confirmLabel="Delete Subject"
        />
      ) : null}
    </PageSection>
  );
}

import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type MessageContact,
  type StartThreadInput,
  type StartThreadValues,
  startThreadSchema,
} from '@/shared/schemas/messages';
import { FormDialog } from '@/web/components/form-dialog';
import { ChoicesPlaceholder, choicesError } from '@/web/components/form/choices';
import { FormTextareaField, FormTextField } from '@/web/components/form/form-fields';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { useDebounced } from '@/web/lib/use-debounced';
import { useMessageContacts } from '../api/messages-reads';
import { useStartThread } from '../api/messages-writes';
import { AttachButton } from './attach-button';
import type { DialogProps } from '@/web/components/dialog-frame';

/** Whom to write to and about which child, as the picker's one choice. */
export interface MessageTarget {
  to: string;
  studentId: string | null;
}

const keyOf = (target: MessageTarget) => `${target.to}|${target.studentId ?? ''}`;

const labelOf = (contact: MessageContact) =>
  [contact.name, contact.detail].filter(Boolean).join(' · ');

/** Contacts grouped by the child they are about (admins' search results have no child). */
function groups(contacts: MessageContact[]) {
  const byStudent = new Map<string, MessageContact[]>();
  for (const contact of contacts) {
    const key = contact.studentName ?? '';
    byStudent.set(key, [...(byStudent.get(key) ?? []), contact]);
  }
  return [...byStudent];
}

/** 'New message': a person (or the school office) the caller may write to, a subject and the text. */
export function NewMessageDialog({
  open,
  onOpenChange,
  initial,
  searchable,
  onStarted,
}: DialogProps & {
  initial: MessageTarget | null;
  /** An admin searches the school instead of choosing from a list. */
  searchable: boolean;
  onStarted: (threadId: string) => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search, 300);
  const contacts = useMessageContacts(debounced, open);
  const start = useStartThread();
  const [file, setFile] = useState<File | null>(null);
  const values = (): StartThreadInput => ({
    recipients: initial ? initial.to : '',
    studentId: initial?.studentId ?? '',
    subject: '',
    body: '',
  });
  const form = useZodForm(startThreadSchema, values());
  const [recipients, studentId] = useWatch({
    control: form.control,
    name: ['recipients', 'studentId'],
  });
  const chosen = recipients ? keyOf({ to: String(recipients), studentId: studentId || null }) : '';
  const list = contacts.data ?? [];

  const send = async (input: StartThreadValues) => {
    const thread = await start.mutateAsync({ values: input, file });
    toast.success('Message sent');
    setFile(null);
    onOpenChange(false);
    onStarted(thread.id);
  };

  return (
    <FormDialog
      form={form}
      idPrefix="new-message"
      values={values()}
      onSubmit={send}
      open={open}
      onOpenChange={onOpenChange}
      title="New message"
      description="Write to someone you may message at your school. Messages are kept by the school."
      confirmLabel="Send"
    >
      {searchable ? (
        <TextField
          id="new-message-search"
          label="Find a person"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name or email"
        />
      ) : null}
      <SelectField
        id="new-message-to"
        label="To"
        value={chosen}
        disabled={contacts.isPending}
        error={form.formState.errors.recipients?.message ?? choicesError(contacts)}
        onChange={(event) => {
          const [to = '', child = ''] = event.target.value.split('|');
          form.setValue('recipients', to, { shouldValidate: form.formState.isSubmitted });
          form.setValue('studentId', child);
        }}
      >
        <ChoicesPlaceholder
          query={contacts}
          loading="Loading…"
          choose="Choose whom to write to"
          none="Nobody you may write to"
        />
        {groups(list).map(([student, people]) =>
          student ? (
            <optgroup key={student} label={`About ${student}`}>
              {people.map((contact) => (
                <option
                  key={keyOf({ to: contact.id, studentId: contact.studentId })}
                  value={keyOf({ to: contact.id, studentId: contact.studentId })}
                >
                  {labelOf(contact)}
                </option>
              ))}
            </optgroup>
          ) : (
            people.map((contact) => (
              <option key={contact.id} value={keyOf({ to: contact.id, studentId: null })}>
                {labelOf(contact)}
              </option>
            ))
          ),
        )}
      </SelectField>
      <FormTextField name="subject" label="Subject" />
      <FormTextareaField name="body" label="Message" rows={5} />
      <div>
        <AttachButton file={file} onFileChange={setFile} />
      </div>
    </FormDialog>
  );
}

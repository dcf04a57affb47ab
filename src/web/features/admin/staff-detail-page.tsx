import { useState } from 'react';
import { useParams } from 'react-router';
import { type StaffDetail, staffEditSchema } from '@/shared/schemas/directory';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { useStaffMember } from './api/get-staff-member';
import { useLinkChild } from './api/link-child';
import type { StaffRole } from './api/list-staff';
import { useUnlinkChild } from './api/unlink-child';
import { useUpdateStaff } from './api/update-staff';
import { FeeStatusBadge } from './components/fee-status-badge';
import { ClassList, DetailCard, DetailScreen, Facts } from './components/people/detail-parts';
import {
  EditPersonDialog,
  type FieldSpec,
  statusOptions,
} from './components/people/edit-person-dialog';
import { LinkDialog } from './components/people/link-dialog';
import { PersonLink, formatWhen } from './components/people/person-cells';

interface StaffForm {
  name: string;
  email: string;
  phone: string;
  availability: string;
  status: 'active' | 'inactive';
}

function Children({ parent }: { parent: StaffDetail }) {
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<StaffDetail['children'][number] | null>(null);
  const link = useLinkChild();
  const unlink = useUnlinkChild();
  return (
    <DetailCard
      title="Children"
      action={
        <Button variant="outline" size="sm" onClick={() => setLinking(true)}>
          Link a child
        </Button>
      }
    >
      {parent.children.length === 0 ? (
        <p className="text-sm text-muted-foreground">No child linked yet.</p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Children">
          {parent.children.map((child) => (
            <li key={child.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="grid">
                <PersonLink to={`/admin/students/${child.id}`} name={child.name} />
                <span className="text-sm text-muted-foreground">
                  Roll {child.rollNumber}, Grade {child.gradeLevel}
                  {child.section}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Unlink ${child.name}`}
                onClick={() => {
                  unlink.reset();
                  setUnlinking(child);
                }}
              >
                Unlink
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LinkDialog
        open={linking}
        onOpenChange={setLinking}
        kind="students"
        title={`Link a child to ${parent.name}`}
        description="Search students by name or roll number. A child has at most two guardians."
        linked={parent.children.map((child) => child.id)}
        field="studentId"
        onLink={(studentId) => link.mutateAsync({ parentId: parent.id, studentId })}
      />
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(open) => !open && setUnlinking(null)}
        title="Unlink this child?"
        description={`${parent.name} will no longer see ${unlinking?.name ?? ''}'s records.`}
        confirmLabel="Unlink"
        pending={unlink.isPending}
        error={unlink.error}
        onConfirm={() =>
          unlinking &&
          unlink.mutate(
            { parentId: parent.id, studentId: unlinking.id },
            { onSuccess: () => setUnlinking(null) },
          )
        }
      />
    </DetailCard>
  );
}

/** /admin/teachers/:id and /admin/parents/:id: the person, their classes or children; edit. */
export function StaffDetailPage({ role }: { role: StaffRole }) {
  const { id = '' } = useParams();
  const person = useStaffMember(role, id);
  const update = useUpdateStaff();
  const [editing, setEditing] = useState(false);
  const data = person.data;
  const fields: (FieldSpec<StaffForm> | FieldSpec<StaffForm>[])[] = [
    { name: 'name', label: 'Full name' },
    { name: 'email', label: 'Email', type: 'email' },
    [
      { name: 'phone', label: 'Phone (optional)', type: 'tel' },
      { name: 'status', label: 'Status', type: 'select', options: statusOptions },
    ],
  ];
  if (role === 'teacher') {
    fields.push({
      name: 'availability',
      label: 'Availability (optional)',
      hint: 'Shown to parents, such as Mon-Fri 8:00-15:00.',
    });
  }
  return (
    <DetailScreen
      query={person}
      back={{ to: `/admin/${role}s`, label: role === 'teacher' ? 'All teachers' : 'All parents' }}
      what={role}
      status={(loaded) => <FeeStatusBadge status={loaded.status} />}
      onEdit={() => setEditing(true)}
    >
      {(loaded) => (
        <>
          <DetailCard title="Contact">
            <Facts
              items={[
                ['Email', loaded.email],
                ['Phone', loaded.phone ?? '—'],
                ...(role === 'teacher'
                  ? ([['Availability', loaded.availability ?? '—']] as [string, string][])
                  : []),
                ['Last login', formatWhen(loaded.lastLogin)],
              ]}
            />
          </DetailCard>
          {role === 'teacher' ? (
            <DetailCard title="Classes">
              <ClassList classes={loaded.classes} showTeacher={false} />
            </DetailCard>
          ) : (
            <Children parent={loaded} />
          )}
          {data ? (
            <EditPersonDialog<StaffForm>
              open={editing}
              onOpenChange={setEditing}
              title={role === 'teacher' ? 'Edit Teacher' : 'Edit Parent'}
              description="Deactivating signs the person out at once."
              schema={staffEditSchema}
              values={{
                name: data.name,
                email: data.email,
                phone: data.phone ?? '',
                availability: data.availability ?? '',
                status: data.status,
              }}
              fields={fields}
              save={(values) => update.mutateAsync({ role, id: data.id, values })}
            />
          ) : null}
        </>
      )}
    </DetailScreen>
  );
}

export const TeacherDetailPage = () => <StaffDetailPage role="teacher" />;
export const ParentDetailPage = () => <StaffDetailPage role="parent" />;

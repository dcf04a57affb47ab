import { studentClassLabel } from '@/shared/rules/class-labels';
import { useParams } from 'react-router';
import { type StaffDetail, type StaffRole, staffEditSchema } from '@/shared/schemas/directory';
import { useStaffMember } from './api/get-staff-member';
import { useLinkChild } from './api/link-child';
import { useUnlinkChild } from './api/unlink-child';
import { useUpdateStaff } from './api/update-staff';
import { FeeStatusBadge } from './components/fee-status-badge';
import { ClassList, DetailCard, DetailScreen, Facts } from './components/people/detail-parts';
import {
  EditPersonDialog,
  type FieldSpec,
  statusOptions,
} from './components/people/edit-person-dialog';
import { LinksCard } from './components/people/links-card';
import { formatWhen } from './components/people/person-cells';

interface StaffForm {
  name: string;
  email: string;
  phone: string;
  availability: string;
  status: 'active' | 'inactive';
}

function Children({ parent }: { parent: StaffDetail }) {
  const link = useLinkChild();
  const unlink = useUnlinkChild();
  return (
    <LinksCard
      title="Children"
      listLabel="Children"
      linkLabel="Link a child"
      emptyText="No child linked yet."
      items={parent.children.map((child) => ({
        id: child.id,
        name: child.name,
        to: `/admin/students/${child.id}`,
        detail: `Roll ${child.rollNumber}, ${studentClassLabel(child.gradeLevel, child.section)}`,
      }))}
      search={{
        kind: 'students',
        title: `Link a child to ${parent.name}`,
        description: 'Search students by name or roll number. A child has at most two guardians.',
        field: 'studentId',
        onLink: (studentId) => link.mutateAsync({ parentId: parent.id, studentId }),
      }}
      unlinkText={{
        title: 'Unlink this child?',
        description: (name) => `${parent.name} will no longer see ${name}'s records.`,
      }}
      onUnlink={(studentId) => unlink.mutateAsync({ parentId: parent.id, studentId })}
    />
  );
}

/** /admin/teachers/:id and /admin/parents/:id: the person, their classes or children; edit. */
export function StaffDetailPage({ role }: { role: StaffRole }) {
  const { id = '' } = useParams();
  const person = useStaffMember(role, id);
  const update = useUpdateStaff();
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
      editDialog={(loaded, dialog) => (
        <EditPersonDialog<StaffForm>
          {...dialog}
          title={role === 'teacher' ? 'Edit Teacher' : 'Edit Parent'}
          description="Deactivating signs the person out at once."
          schema={staffEditSchema}
          values={{
            name: loaded.name,
            email: loaded.email,
            phone: loaded.phone ?? '',
            availability: loaded.availability ?? '',
            status: loaded.status,
          }}
          fields={fields}
          save={(values) => update.mutateAsync({ role, id: loaded.id, values })}
        />
      )}
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
        </>
      )}
    </DetailScreen>
  );
}

export const TeacherDetailPage = () => <StaffDetailPage role="teacher" />;
export const ParentDetailPage = () => <StaffDetailPage role="parent" />;

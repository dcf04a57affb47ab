import { useState } from 'react';
import { gradeLabel, studentClassLabel } from '@/shared/rules/class-labels';
import { useParams } from 'react-router';
import { formatDollars } from '@/shared/rules/fees';
import type { FeeRecord } from '@/shared/schemas/fees';
import {
  GUARDIANS_FULL,
  MAX_GUARDIANS,
  type StudentDetail,
  studentEditSchema,
} from '@/shared/schemas/directory';
import { useStudent } from './api/get-student';
import { useLinkGuardian } from './api/link-guardian';
import { useFeeRecords } from './api/list-fee-records';
import { useUnlinkGuardian } from './api/unlink-guardian';
import { useUpdateStudent } from './api/update-student';
import { FeeRecordList } from './components/fee-record-list';
import { FeeStatusBadge } from './components/fee-status-badge';
import { RecordPaymentDialog } from './components/record-payment-dialog';
import { ClassList, DetailCard, DetailScreen, Facts } from './components/people/detail-parts';
import { EditPersonDialog, statusOptions } from './components/people/edit-person-dialog';
import { LinksCard } from './components/people/links-card';

const gradeOptions = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: gradeLabel(index + 1),
}));

interface StudentForm {
  name: string;
  rollNumber: string;
  gradeLevel: string;
  section: string;
  email: string;
  phone: string;
  status: 'active' | 'inactive';
}

function StudentFees({ student }: { student: StudentDetail }) {
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<FeeRecord | null>(null);
  const records = useFeeRecords({ studentId: student.id, page });
  const { fees } = student;
  return (
    <DetailCard title="Fees">
      <div className="grid gap-4">
        <Facts
          items={[
            ['Balance due', <strong key="due">{formatDollars(fees.outstandingCents)}</strong>],
            ['Of which overdue', formatDollars(fees.overdueCents)],
            ['Open fee records', String(fees.openRecords)],
          ]}
        />
        <FeeRecordList
          records={records}
          page={page}
          onPageChange={setPage}
          subject={(record) => record.feeType}
          onPay={setPaying}
          details={(record) => (
            <p>
              <span className="font-medium">{record.feeType}</span>{' '}
              <span className="text-sm text-muted-foreground">
                {formatDollars(record.amountCents)} · Due {record.dueDate}
              </span>
            </p>
          )}
        />
      </div>
      <RecordPaymentDialog
        record={paying}
        today={records.data?.today ?? ''}
        onOpenChange={(open) => !open && setPaying(null)}
      />
    </DetailCard>
  );
}

function Guardians({ student }: { student: StudentDetail }) {
  const link = useLinkGuardian();
  const unlink = useUnlinkGuardian();
  return (
    <LinksCard
      title={`Guardians (${student.guardians.length} of ${MAX_GUARDIANS})`}
      listLabel="Guardians"
      linkLabel="Link a parent"
      emptyText="No guardian linked yet."
      items={student.guardians.map((guardian) => ({
        id: guardian.id,
        name: guardian.name,
        to: `/admin/parents/${guardian.id}`,
        detail: [guardian.email, guardian.phone].filter(Boolean).join(' · '),
      }))}
      search={{
        kind: 'parents',
        title: `Link a parent to ${student.name}`,
        description:
          "A child has at most two guardians. Search the school's parents by name or email.",
        field: 'parentId',
        onLink: (parentId) => link.mutateAsync({ studentId: student.id, parentId }),
      }}
      unlinkText={{
        title: 'Unlink this guardian?',
        description: (name) => `${name} will no longer see ${student.name}'s records.`,
      }}
      onUnlink={(parentId) => unlink.mutateAsync({ studentId: student.id, parentId })}
      full={student.guardians.length >= MAX_GUARDIANS ? GUARDIANS_FULL : null}
    />
  );
}

/** /admin/students/:id: the record, classes, guardians and fees; edit and link parents. */
export function StudentDetailPage() {
  const { id = '' } = useParams();
  const student = useStudent(id);
  const update = useUpdateStudent();
  return (
    <DetailScreen
      query={student}
      back={{ to: '/admin/students', label: 'All students' }}
      what="student"
      status={(loaded) => <FeeStatusBadge status={loaded.status} />}
      editDialog={(loaded, dialog) => (
        <EditPersonDialog<StudentForm>
          {...dialog}
          title="Edit Student"
          description="Deactivating a student who signs in signs them out at once."
          schema={studentEditSchema}
          values={{
            name: loaded.name,
            rollNumber: loaded.rollNumber,
            gradeLevel: String(loaded.gradeLevel),
            section: loaded.section,
            email: loaded.email ?? '',
            phone: loaded.phone ?? '',
            status: loaded.status,
          }}
          fields={[
            { name: 'name', label: 'Full name' },
            [
              { name: 'rollNumber', label: 'Roll number' },
              { name: 'gradeLevel', label: 'Grade level', type: 'select', options: gradeOptions },
            ],
            [
              { name: 'section', label: 'Section', hint: 'One or two letters, such as A.' },
              { name: 'status', label: 'Status', type: 'select', options: statusOptions },
            ],
            { name: 'email', label: 'Email (optional)', type: 'email' },
            { name: 'phone', label: 'Phone (optional)', type: 'tel' },
          ]}
          save={(values) => update.mutateAsync({ id: loaded.id, values })}
        />
      )}
    >
      {(loaded) => (
        <>
          <DetailCard title="Record">
            <Facts
              items={[
                ['Roll number', loaded.rollNumber],
                ['Grade', studentClassLabel(loaded.gradeLevel, loaded.section)],
                ['Email', loaded.email ?? '—'],
                ['Phone', loaded.phone ?? '—'],
                ['Account', loaded.hasAccount ? 'Yes, signs in' : 'No (a record only)'],
              ]}
            />
          </DetailCard>
          <Guardians student={loaded} />
          <DetailCard title="Classes">
            <ClassList classes={loaded.classes} showTeacher />
          </DetailCard>
          <StudentFees student={loaded} />
        </>
      )}
    </DetailScreen>
  );
}

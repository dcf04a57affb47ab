import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ClassFormDialog } from './classes/class-form-dialog';
import { ManagedClassList } from './classes/managed-class-list';
import { SectionCard } from '@/web/components/section-card';
import { DialogButton } from '@/web/components/dialog-button';

/** Spec: Classes & Subjects: create, edit and delete the school's classes. */
export function ClassesCard() {
  return (
    <SectionCard
      title="Classes & Subjects"
      description={
        <>
          Classes, their teachers and subjects.{' '}
          <Link to="/admin/classes" className="text-primary-text underline underline-offset-4">
            Manage students and timetables
          </Link>
        </>
      }
      actions={
        <DialogButton dialog={(props) => <ClassFormDialog {...props} />}>
          <PlusIcon aria-hidden="true" />
          Create Class
        </DialogButton>
      }
    >
      <ManagedClassList
        wrap={(list) => <div className="max-h-[28rem] overflow-y-auto">{list}</div>}
      />
    </SectionCard>
  );
}

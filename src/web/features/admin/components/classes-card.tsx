import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { ClassFormDialog } from './classes/class-form-dialog';
import { ManagedClassList } from './classes/managed-class-list';
import { SectionCard } from '@/web/components/section-card';

/** Spec: Classes & Subjects: create, edit and delete the school's classes. */
export function ClassesCard() {
  const [creating, setCreating] = useState(false);

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
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          Create Class
        </Button>
      }
    >
      <ManagedClassList
        wrap={(list) => <div className="max-h-[28rem] overflow-y-auto">{list}</div>}
      />

      <ClassFormDialog open={creating} onOpenChange={setCreating} />
    </SectionCard>
  );
}

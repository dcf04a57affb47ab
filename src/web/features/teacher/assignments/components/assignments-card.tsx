import { useState } from 'react';
import { LIST_LIMITS, firstOf } from '@/shared/rules/list-limits';
import { ListState } from '@/web/components/list-state';
import { Button } from '@/web/components/ui/button';
import { useAssignments } from '../api/list-assignments';
import { AssignmentForm } from './assignment-form';
import { AssignmentList } from './assignment-list';
import { SectionCard } from '@/web/components/section-card';
import { DialogFrame } from '@/web/components/dialog-frame';

/** Spec: Assignments & Notes: the form, then the newest 4 ('No assignments created yet'). */
export function AssignmentsCard() {
  const assignments = useAssignments();
  const [showAll, setShowAll] = useState(false);
  const all = assignments.data ?? [];

  return (
    <SectionCard
      title="Assignments & Notes"
      description={<>Set work for your classes. Publishing sends it to the students' parents.</>}
      contentClassName="grid gap-6"
    >
      <AssignmentForm />
      <section aria-labelledby="recent-assignments" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="recent-assignments" className="text-sm font-medium">
            Recent assignments
          </h3>
          {all.length > LIST_LIMITS.teacherAssignments ? (
            <Button variant="link" className="h-auto p-0" onClick={() => setShowAll(true)}>
              View all ({all.length})
            </Button>
          ) : null}
        </div>
        <ListState
          query={assignments}
          loadingLabel="Loading assignments"
          errorText="The assignments could not be loaded."
          empty="No assignments created yet"
        >
          {(data) => <AssignmentList assignments={firstOf(data, LIST_LIMITS.teacherAssignments)} />}
        </ListState>
      </section>

      <DialogFrame
        open={showAll}
        onOpenChange={setShowAll}
        title="All assignments"
        description="Every assignment of your classes, newest first."
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      >
        <AssignmentList assignments={all} />
      </DialogFrame>
    </SectionCard>
  );
}

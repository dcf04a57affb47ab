import type { UseQueryResult } from '@tanstack/react-query';
import type { TeacherClass, TeacherStudent } from '@/shared/schemas/teacher';
import { SectionCard } from '@/web/components/section-card';
import { StudentListState } from './student-list';

/** Spec: Students, with search plus class filter; attendance percent and letter grade each. */
export function StudentsCard({
  query,
}: {
  query: UseQueryResult<{ classes: TeacherClass[]; students: TeacherStudent[] }>;
}) {
  return (
    <SectionCard title="Students" description="Attendance over the last 30 days and current grade.">
      <StudentListState
        query={query}
        listClassName="relative grid max-h-[28rem] gap-2 overflow-y-auto"
      />
    </SectionCard>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { TeacherClass, TeacherStudent } from '@/shared/schemas/teacher';
import { ListState } from '@/web/components/list-state';
import { StudentList } from './student-list';
import { SectionCard } from '@/web/components/section-card';

/** Spec: Students, with search plus class filter; attendance percent and letter grade each. */
export function StudentsCard({
  query,
}: {
  query: UseQueryResult<{ classes: TeacherClass[]; students: TeacherStudent[] }>;
}) {
  return (
    <SectionCard title="Students" description="Attendance over the last 30 days and current grade.">
      <ListState
        query={query}
        loadingLabel="Loading your students"
        errorText="Your students could not be loaded."
        empty="No students found"
        isEmpty={() => false}
      >
        {({ classes, students }) => (
          <StudentList
            students={students}
            classes={classes}
            listClassName="relative grid max-h-[28rem] gap-2 overflow-y-auto"
          />
        )}
      </ListState>
    </SectionCard>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { TeacherClass, TeacherStudent } from '@/shared/schemas/teacher';
import { ListState } from '@/web/components/list-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { StudentList } from './student-list';

/** Spec: Students, with search plus class filter; attendance percent and letter grade each. */
export function StudentsCard({
  query,
}: {
  query: UseQueryResult<{ classes: TeacherClass[]; students: TeacherStudent[] }>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Students</CardTitle>
        <CardDescription>Attendance over the last 30 days and current grade.</CardDescription>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}

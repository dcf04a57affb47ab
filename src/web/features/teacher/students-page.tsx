import { Card, CardContent } from '@/web/components/ui/card';
import { useTeacherStudents } from './api/list-students';
import { StudentListState } from './components/student-list';
import { PageSection } from '@/web/components/page-section';

/** /teacher/students: the students of the teacher's classes, searchable; each opens its detail. */
export function StudentsPage() {
  const students = useTeacherStudents();
  return (
    <PageSection
      id="students-heading"
      title="Students"
      description="Everyone in your classes, with attendance over the last 30 days and current grade."
    >
      <Card>
        <CardContent>
          <StudentListState query={students} />
        </CardContent>
      </Card>
    </PageSection>
  );
}

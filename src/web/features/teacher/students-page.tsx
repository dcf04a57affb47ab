import { ListState } from '@/web/components/list-state';
import { Card, CardContent } from '@/web/components/ui/card';
import { useTeacherStudents } from './api/list-students';
import { StudentList } from './components/student-list';
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
          <ListState
            query={students}
            loadingLabel="Loading your students"
            errorText="Your students could not be loaded."
            empty="No students found"
            isEmpty={() => false}
          >
            {(data) => <StudentList students={data.students} classes={data.classes} />}
          </ListState>
        </CardContent>
      </Card>
    </PageSection>
  );
}

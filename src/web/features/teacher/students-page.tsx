import { ListState } from '@/web/components/list-state';
import { Card, CardContent } from '@/web/components/ui/card';
import { useTeacherStudents } from './api/list-students';
import { StudentList } from './components/student-list';

/** /teacher/students: the students of the teacher's classes, searchable; each opens its detail. */
export function StudentsPage() {
  const students = useTeacherStudents();
  return (
    <section aria-labelledby="students-heading" className="mx-auto grid w-full max-w-4xl gap-6">
      <div className="grid gap-1">
        <h2 id="students-heading" className="text-2xl font-bold tracking-tight">
          Students
        </h2>
        <p className="text-muted-foreground">
          Everyone in your classes, with attendance over the last 30 days and current grade.
        </p>
      </div>
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
    </section>
  );
}

import { ConferencesScreen } from '@/web/features/conferences/conferences-screen';
import { PublishConferenceDialog } from '@/web/features/conferences/components/publish-conference-dialog';
import { useClasses } from '../api/list-classes';
import { useTeacherOptions } from '../api/list-teacher-options';

/** The publish dialog of the office: any active teacher, then that teacher's classes. */
function PublishForTeacher(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const teachers = useTeacherOptions();
  const classes = useClasses();
  return (
    <PublishConferenceDialog
      {...props}
      teachers={teachers}
      classes={{
        ...classes,
        data: classes.data?.map((c) => ({
          id: c.id,
          label: `${c.className} · ${c.subject}`,
          teacherId: c.teacherId,
        })),
      }}
      noClasses="This teacher teaches no classes yet."
    />
  );
}

/** /admin/conferences: the school's conference sessions, newest first; publish one for a teacher. */
export function ConferencesPage() {
  return (
    <ConferencesScreen
      base="/admin"
      office
      description="The school's sessions from today on; families book one slot per child."
      empty="No upcoming conference sessions. Publish one for a teacher's classes."
      publishDialog={(open, onOpenChange) => (
        <PublishForTeacher open={open} onOpenChange={onOpenChange} />
      )}
    />
  );
}

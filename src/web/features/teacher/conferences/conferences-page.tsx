import { ConferencesScreen } from '@/web/features/conferences/conferences-screen';
import { PublishConferenceDialog } from '@/web/features/conferences/components/publish-conference-dialog';
import { useTeacherClasses } from '../api/list-classes';

/** The publish dialog, offering the teacher's own classes. */
function PublishForMyClasses(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const classes = useTeacherClasses();
  return (
    <PublishConferenceDialog
      {...props}
      classes={{
        ...classes,
        data: classes.data?.map((c) => ({ id: c.id, label: `${c.name} · ${c.subject}` })),
      }}
      noClasses="You have no classes yet."
    />
  );
}

/** /teacher/conferences: the teacher's conference sessions; publish one, open a day's schedule. */
export function ConferencesPage() {
  return (
    <ConferencesScreen
      base="/teacher"
      description="Sessions families book one slot per child in."
      empty="No upcoming conference sessions. Publish one for your classes' families."
      publishDialog={(open, onOpenChange) => (
        <PublishForMyClasses open={open} onOpenChange={onOpenChange} />
      )}
    />
  );
}

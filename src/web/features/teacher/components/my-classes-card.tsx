import type { UseQueryResult } from '@tanstack/react-query';
import { Clock, DoorOpen, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { TeacherClass } from '@/shared/schemas/teacher';
import { shownSchedule } from '@/shared/rules/class-schedule';
import { IconFact } from '@/web/components/icon-fact';
import { QueryList } from '@/web/components/query-list';
import { Badge } from '@/web/components/ui/badge';
import { SectionCard } from '@/web/components/section-card';
import { plural } from '@/shared/rules/text';

/** Spec: My Classes, the teacher's own classes; 'No classes assigned'. */
export function MyClassesCard({ query }: { query: UseQueryResult<{ classes: TeacherClass[] }> }) {
  return (
    <SectionCard
      title="My Classes"
      description={
        <>
          The classes you teach.{' '}
          <Link to="/teacher/classes" className="text-primary-text underline underline-offset-4">
            Rosters and attendance
          </Link>
        </>
      }
    >
      <QueryList
        query={query}
        rows={(data) => data.classes}
        label="My classes"
        loadingLabel="Loading your classes"
        errorText="Your classes could not be loaded."
        empty="No classes assigned"
      >
        {(klass) => (
          <li key={klass.id} className="grid gap-1 rounded-lg border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{klass.name}</span>
              <Badge variant="secondary">{klass.subject}</Badge>
            </div>
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <IconFact icon={DoorOpen}>{klass.room}</IconFact>
              <IconFact icon={Clock}>{shownSchedule(klass)}</IconFact>
              <IconFact icon={Users}>{plural(klass.studentCount, 'student')}</IconFact>
            </div>
          </li>
        )}
      </QueryList>
    </SectionCard>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { PersonClass } from '@/shared/schemas/directory';
import { ListState } from '@/web/components/list-state';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/section-card';
import { DescriptionList } from '@/web/components/description-list';
import type { DialogProps } from '@/web/components/dialog-frame';

/** A detail screen: back to the list, the person's name and status, Edit, then its cards. */
export function DetailScreen<T extends { name: string }>({
  query,
  back,
  what,
  status,
  editDialog,
  children,
}: {
  query: UseQueryResult<T>;
  back: { to: string; label: string };
  /** 'student', 'teacher', 'parent'. */
  what: string;
  status: (data: T) => ReactNode;
  /** The dialog that Edit opens, for the loaded person. */
  editDialog: (data: T, dialog: DialogProps) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6" aria-labelledby="person-heading">
      <Link
        to={back.to}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <ListState
        query={query}
        loadingLabel={`Loading the ${what}`}
        skeletonRows={4}
        skeletonClassName="h-24 w-full"
        errorText={`The ${what} could not be loaded.`}
      >
        {(data) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex flex-wrap items-center gap-3">
                <h2 id="person-heading" className="text-2xl font-bold tracking-tight">
                  {data.name}
                </h2>
                {status(data)}
              </div>
              <Button onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            </div>
            {children(data)}
            {editDialog(data, { open: editing, onOpenChange: setEditing })}
          </>
        )}
      </ListState>
    </section>
  );
}

/** A card of a detail screen with a title and, on the right, its action. */
export function DetailCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} actions={action}>
      {children}
    </SectionCard>
  );
}

/** Label and value pairs. */
export function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  return <DescriptionList items={items} className="grid gap-x-6 gap-y-3 sm:grid-cols-2" />;
}

/** The classes of a student or a teacher. */
export function ClassList({
  classes,
  showTeacher,
}: {
  classes: PersonClass[];
  showTeacher: boolean;
}) {
  if (classes.length === 0) {
    return <p className="text-sm text-muted-foreground">No classes assigned</p>;
  }
  return (
    <ul className="divide-y divide-border" aria-label="Classes">
      {classes.map((item) => (
        <li key={item.id} className="grid gap-0.5 py-2">
          <span className="font-medium">{item.name}</span>
          <span className="text-sm text-muted-foreground">
            {[
              item.subject,
              showTeacher ? item.teacher : `${item.studentCount} students`,
              item.room,
              item.schedule,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ParentDashboard } from '@/shared/schemas/parent';
import { Alert } from '@/web/components/ui/alert';
import { buttonVariants } from '@/web/components/ui/button';
import { possessive } from '../format';
import { HomeworkItem, useHomeworkActions } from './homework-item';
import { SectionCard } from '@/web/components/section-card';

interface HomeworkCardProps {
  childName: string | null;
  /** The child shown, for the link to all of their homework. */
  childId: string | null;
  homework: ParentDashboard['homework'];
}

/** Spec: pending count, the first 5 by due date, attachment and 'Mark as done'; then all of it. */
export function HomeworkCard({ childName, childId, homework }: HomeworkCardProps) {
  const actions = useHomeworkActions();
  return (
    <SectionCard
      title={childName ? `${possessive(childName)} Homework` : 'Homework & Assignments'}
      titleId="homework-title"
      description={<>{homework.pendingCount} pending assignments</>}
      contentClassName="grid gap-3"
    >
      {actions.problem ? <Alert>{actions.problem}</Alert> : null}
      {homework.items.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">No assignments found</p>
      ) : (
        <ul aria-label="Assignments" className="grid gap-3">
          {homework.items.map((item) => (
            <HomeworkItem key={item.id} item={item} actions={actions} />
          ))}
        </ul>
      )}
      {childId ? (
        <Link
          to={`/parent/homework?child=${encodeURIComponent(childId)}`}
          className={buttonVariants({
            variant: 'outline',
            size: 'sm',
            className: 'justify-self-start',
          })}
        >
          All homework<span className="sr-only"> of {childName}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : null}
    </SectionCard>
  );
}

import { Link } from 'react-router';
import { formatDollars } from '@/shared/rules/fees';
import type { ChildOverview } from '@/shared/schemas/parent';
import { Button } from '@/web/components/ui/button';
import { useChildren } from './api/list-children';
import { PageSection } from '@/web/components/page-section';
import { DescriptionList } from '@/web/components/description-list';
import { ChildSectionCard, ChildrenState } from './components/children-state';

function ChildCard({ child }: { child: ChildOverview }) {
  const facts: [string, string][] = [
    [
      'Attendance this month',
      child.attendanceRatePercent === null ? 'Not marked yet' : `${child.attendanceRatePercent}%`,
    ],
    ['Pending work', `${child.pendingCount} pending assignments`],
    [
      'Balance',
      child.dueCents > 0 ? `${formatDollars(child.dueCents)} due` : 'All fees up to date',
    ],
  ];
  return (
    <li>
      <ChildSectionCard
        child={child}
        idPrefix="child"
        className="h-full"
        contentClassName="grid gap-4"
      >
        <DescriptionList
          variant="tiles"
          items={facts}
          className="sm:grid-cols-3"
          itemClassName="p-3"
        />
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">Teachers</h3>
          {child.teachers.length === 0 ? (
            <p className="text-sm text-muted-foreground">No classes assigned</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {child.teachers.map((teacher) => (
                <li key={`${teacher.name}-${teacher.subject}`}>
                  {teacher.name} <span className="text-muted-foreground">({teacher.subject})</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </ChildSectionCard>
    </li>
  );
}

/** /parent/children: each child with class, teachers, attendance rate, pending work and balance. */
export function ChildrenPage() {
  const children = useChildren();
  return (
    <PageSection
      id="children-heading"
      title="My Children"
      description="Each of your children at a glance."
      width="6xl"
    >
      <ChildrenState query={children} what="your children" skeletonClassName="h-48 w-full">
        {(items) => (
          <ul aria-label="Your children" className="grid gap-6 lg:grid-cols-2">
            {items.map((child) => (
              <ChildCard key={child.id} child={child} />
            ))}
          </ul>
        )}
      </ChildrenState>
      <div>
        <Button variant="outline" asChild>
          <Link to="/parent/dashboard">Open the dashboard</Link>
        </Button>
      </div>
    </PageSection>
  );
}

import { ListRow } from '@/web/components/list-row';
import { QueryList } from '@/web/components/query-list';
import { SectionCard } from '@/web/components/section-card';
import { useUnmarkedToday } from './api/get-unmarked-today';

export function UnmarkedTodayCard() {
  const unmarked = useUnmarkedToday();
  return (
    <SectionCard
      title="Not yet marked today"
      description={
        unmarked.data
          ? `Your classes with a lesson on ${unmarked.data.today} and students not marked.`
          : ' '
      }
    >
      <QueryList
        query={unmarked}
        rows={(data) => data.classes}
        loadingLabel="Loading today's attendance"
        skeletonRows={2}
        errorText="Today's attendance could not be loaded."
        empty="Nothing to mark: every class of yours with a lesson today is marked."
      >
        {(klass) => (
          <ListRow
            key={klass.classId}
            className="items-center"
            title={klass.className}
            actions={
              <span className="text-sm text-muted-foreground">
                {klass.marked === 0
                  ? `Not marked (${klass.studentCount} students)`
                  : `${klass.marked} of ${klass.studentCount} students marked`}
              </span>
            }
          />
        )}
      </QueryList>
    </SectionCard>
  );
}

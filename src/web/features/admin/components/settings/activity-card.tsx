import { useState } from 'react';
import { auditKindLabel } from '@/shared/rules/audit-kinds';
import { describeAuditEntry } from '@/shared/rules/audit-labels';
import { ListState } from '@/web/components/list-state';
import { Pager } from '@/web/components/pager';
import { FilterSelect } from '@/web/components/filter-bar';
import { useActivity, type ActivityFilter } from '../../api/list-activity';
import { SectionCard } from '@/web/components/section-card';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The activity view of the audit log: who changed what, when; by person and kind, newest first. */
export function ActivityCard() {
  const [filter, setFilter] = useState<ActivityFilter>({ actor: '', action: '', page: 1 });
  const activity = useActivity(filter);
  const filtered = Boolean(filter.actor || filter.action);
  const actors = activity.data?.actors ?? [];
  const actions = activity.data?.actions ?? [];

  return (
    <SectionCard
      title="Activity"
      description="Who changed what in your school, and when. Newest first."
      contentClassName="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FilterSelect
          id="activity-person"
          label="Person"
          value={filter.actor}
          onChange={(actor) => setFilter({ ...filter, actor, page: 1 })}
          options={[
            { value: '', label: 'Everyone' },
            ...actors.map((actor) => ({ value: actor.id, label: actor.name })),
          ]}
        />
        <FilterSelect
          id="activity-kind"
          label="Kind"
          value={filter.action}
          onChange={(action) => setFilter({ ...filter, action, page: 1 })}
          options={[
            { value: '', label: 'Every kind' },
            ...actions
              .map((action) => ({ value: action, label: auditKindLabel(action) }))
              .sort((a, b) => a.label.localeCompare(b.label)),
          ]}
        />
      </div>
      <ListState
        query={activity}
        loadingLabel="Loading activity"
        skeletonRows={5}
        skeletonClassName="h-10 w-full"
        errorText="The activity could not be loaded."
        empty={filtered ? 'No activity matches these filters' : 'No activity yet'}
      >
        {(data) => (
          <div className="grid gap-3">
            <ol
              className="divide-y divide-border rounded-md border border-border"
              aria-label="Activity"
              aria-busy={activity.isPlaceholderData || undefined}
            >
              {data.rows.map((entry) => (
                <li key={entry.id} className="grid gap-0.5 px-3 py-2">
                  <span className="break-words">{describeAuditEntry(entry)}</span>
                  <span className="text-xs text-muted-foreground">
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                    {' · '}
                    {auditKindLabel(entry.action)}
                  </span>
                </li>
              ))}
            </ol>
            <Pager
              page={filter.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={(page) => setFilter({ ...filter, page })}
              label="Activity pages"
            />
          </div>
        )}
      </ListState>
    </SectionCard>
  );
}

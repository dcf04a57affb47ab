import { useSearchParams } from 'react-router';
import {
  HOMEWORK_STATUSES,
  type ParentHomework,
  type ParentHomeworkQuery,
} from '@/shared/schemas/parent';
import { ListState } from '@/web/components/list-state';
import { Pager } from '@/web/components/pager';
import { Alert } from '@/web/components/ui/alert';
import { SelectField } from '@/web/components/ui/select-field';
import { useHomework } from './api/get-homework';
import { HomeworkItem, useHomeworkActions } from './components/homework-item';
import { NO_CHILD_LINKED } from './format';
import { PageSection } from '@/web/components/page-section';

const PAGE_SIZE = 20;
/** The 'no filter' choice of each select (spec 5: select options may not have an empty value). */
const ALL = 'all';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const statusLabels = { pending: 'Pending', submitted: 'Submitted', graded: 'Graded' } as const;

/** The filters in the address (?child=&status=&subject=&page=), so Back and links keep them. */
function filterFrom(params: URLSearchParams): ParentHomeworkQuery {
  const id = (name: string) => {
    const value = params.get(name);
    return value && UUID.test(value) ? value : undefined;
  };
  const status = HOMEWORK_STATUSES.find((known) => known === params.get('status'));
  return { studentId: id('child'), status, subjectId: id('subject') };
}

function Filters({
  data,
  filter,
  onChange,
}: {
  data: ParentHomework;
  filter: ParentHomeworkQuery;
  onChange: (name: 'child' | 'status' | 'subject', value: string) => void;
}) {
  const selects = [
    {
      name: 'child',
      label: 'Child',
      value: filter.studentId,
      all: 'All children',
      options: data.children.map((child) => ({ value: child.id, label: child.name })),
    },
    {
      name: 'status',
      label: 'Status',
      value: filter.status,
      all: 'All statuses',
      options: HOMEWORK_STATUSES.map((status) => ({ value: status, label: statusLabels[status] })),
    },
    {
      name: 'subject',
      label: 'Subject',
      value: filter.subjectId,
      all: 'All subjects',
      options: data.subjects.map((subject) => ({ value: subject.id, label: subject.name })),
    },
  ] as const;
  return (
    <div className="grid gap-3 sm:grid-cols-3" role="group" aria-label="Filters">
      {selects.map((select) => (
        <SelectField
          key={select.name}
          id={`homework-${select.name}`}
          label={select.label}
          value={select.value ?? ALL}
          onChange={(event) => onChange(select.name, event.target.value)}
          options={[{ value: ALL, label: select.all }, ...select.options]}
        />
      ))}
    </div>
  );
}

/** /parent/homework: every piece of the children's work, to hand in first, with filters. */
export function HomeworkPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const homework = useHomework(filter);
  const actions = useHomeworkActions();

  const setFilter = (name: 'child' | 'status' | 'subject', value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === ALL) next.delete(name);
        else next.set(name, value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const setPage = (next: number) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set('page', String(next));
      return updated;
    });

  return (
    <PageSection
      id="homework-heading"
      title="Homework"
      description="All of your children's work: what is still to hand in comes first, then what is due next, then the graded work with the teacher's comments."
    >
      {homework.data && homework.data.children.length > 0 ? (
        <Filters data={homework.data} filter={filter} onChange={setFilter} />
      ) : null}
      {actions.problem ? <Alert>{actions.problem}</Alert> : null}
      <ListState
        query={homework}
        loadingLabel="Loading the homework"
        errorText="The homework could not be loaded."
        empty={homework.data?.children.length === 0 ? NO_CHILD_LINKED : 'No assignments found'}
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.items.length / PAGE_SIZE));
          const shown = Math.min(page, pages);
          const items = data.items.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE);
          return (
            <div className="grid gap-4" aria-busy={homework.isPlaceholderData || undefined}>
              <p className="text-sm text-muted-foreground" role="status">
                {data.items.length === 1
                  ? '1 piece of work'
                  : `${data.items.length} pieces of work`}
              </p>
              <ul aria-label="Homework" className="grid gap-3">
                {items.map((item) => (
                  <HomeworkItem
                    key={`${item.id}/${item.studentId}`}
                    item={item}
                    actions={actions}
                  />
                ))}
              </ul>
              <Pager
                page={shown}
                pageSize={PAGE_SIZE}
                total={data.items.length}
                onPageChange={setPage}
                label="Homework pages"
              />
            </div>
          );
        }}
      </ListState>
    </PageSection>
  );
}

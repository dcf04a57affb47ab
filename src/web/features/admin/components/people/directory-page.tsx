import type { UseQueryResult } from '@tanstack/react-query';
import { Plus, Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Role } from '@/shared/schemas/auth';
import { ListState } from '@/web/components/list-state';
import { ServerPager } from '@/web/components/pager';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { UserFormDialog } from '../user-form-dialog';
import { type Column, DirectoryTable } from './directory-table';
import type { useListParams } from './use-list-params';
import { PageSection } from '@/web/components/page-section';
import { FilterBar, FilterSelect } from '@/web/components/filter-bar';

const statusFilterOptions = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** The status filter's value as the list query takes it. */
export const statusFilter = (value: string) =>
  value === 'active' || value === 'inactive' ? value : undefined;

interface DirectoryPageProps<Row, Sort extends string> {
  /** 'Students', 'Teachers', 'Parents'. */
  title: string;
  description: string;
  /** The role the add-user dialog starts with. */
  role: Role;
  /** 'students' | 'teachers' | 'parents': the CSV import's kind. */
  importKind: string;
  searchLabel: string;
  /** More filters beside the search (the grade of the students). */
  filters?: ReactNode;
  list: ReturnType<typeof useListParams<Sort>>;
  query: UseQueryResult<{ rows: Row[]; total: number; page: number; pageSize: number }>;
  columns: readonly Column<Row, Sort>[];
  empty: string;
}

/** One of the admin's people screens: heading, Add and Import CSV, search, the table and its pages. */
export function DirectoryPage<Row extends { id: string }, Sort extends string>({
  title,
  description,
  role,
  importKind,
  searchLabel,
  filters,
  list,
  query,
  columns,
  empty,
}: DirectoryPageProps<Row, Sort>) {
  const [adding, setAdding] = useState(false);
  const headingId = `${importKind}-heading`;
  const singular = role.charAt(0).toUpperCase() + role.slice(1);
  return (
    <PageSection
      id={headingId}
      title={title}
      description={description}
      width="6xl"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={`/admin/import?kind=${importKind}`}>
              <Upload aria-hidden="true" />
              Import CSV
            </Link>
          </Button>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add {singular}
          </Button>
        </div>
      }
    >
      <Card>
        <CardContent className="grid gap-4">
          <FilterBar
            className="sm:grid-cols-[1fr_auto_auto]"
            search={{
              id: `${importKind}-search`,
              label: searchLabel,
              placeholder: `${searchLabel}...`,
              value: list.typed,
              onChange: list.setTyped,
            }}
          >
            {filters}
            <FilterSelect
              className="sm:w-40"
              id={`${importKind}-status`}
              label="Status"
              options={statusFilterOptions}
              value={list.filter('status')}
              onChange={(status) => list.setFilter('status', status)}
            />
          </FilterBar>
          <ListState
            query={query}
            loadingLabel={`Loading ${title.toLowerCase()}`}
            errorText={`The ${title.toLowerCase()} could not be loaded.`}
            empty={empty}
          >
            {(data) => (
              <>
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {data.total} {data.total === 1 ? role : title.toLowerCase()}
                  {list.search ? ` match "${list.search}"` : ''}
                </p>
                <DirectoryTable
                  label={title}
                  columns={columns}
                  rows={data.rows}
                  sort={list.sort}
                  order={list.order}
                  onSort={list.toggleSort}
                  busy={query.isFetching}
                />
                <ServerPager data={data} onPageChange={list.setPage} label={`${title} pages`} />
              </>
            )}
          </ListState>
        </CardContent>
      </Card>
      <UserFormDialog open={adding} onOpenChange={setAdding} role={role} />
    </PageSection>
  );
}

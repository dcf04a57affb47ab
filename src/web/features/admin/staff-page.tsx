import {
  staffSortFields,
  type StaffRole,
  type StaffRow,
  type StaffSort,
} from '@/shared/schemas/directory';
import { useStaff } from './api/list-staff';
import { DirectoryPage, statusFilter } from './components/people/directory-page';
import type { Column } from './components/people/directory-table';
import { InvitationActions } from './components/people/invitation-actions';
import { NameList, PersonLink, PersonStatus, formatWhen } from './components/people/person-cells';
import { useListParams } from './components/people/use-list-params';
import { plural } from '@/shared/rules/text';

function columnsFor(role: StaffRole): readonly Column<StaffRow, StaffSort>[] {
  return [
    {
      key: 'name',
      label: 'Name',
      sort: 'name',
      cell: (row) =>
        row.invited ? (
          <span className="font-medium">{row.name}</span>
        ) : (
          <PersonLink to={`/admin/${role}s/${row.id}`} name={row.name} />
        ),
    },
    { key: 'email', label: 'Email', sort: 'email', cell: (row) => row.email },
    { key: 'phone', label: 'Phone', cell: (row) => row.phone ?? '—' },
    role === 'teacher'
      ? {
          key: 'classes',
          label: 'Classes and subjects',
          cell: (row) =>
            row.links.length === 0 ? (
              <span className="text-muted-foreground">No classes assigned</span>
            ) : (
              <span>
                {plural(row.links.length, 'class', 'classes')}: {row.subjects.join(', ')}
              </span>
            ),
        }
      : {
          key: 'children',
          label: 'Children',
          cell: (row) => <NameList items={row.links} none="None linked" />,
        },
    {
      key: 'status',
      label: 'Status',
      sort: 'status',
      cell: (row) => (
        <PersonStatus
          status={row.status}
          invitationExpiresAt={row.invited ? row.invitationExpiresAt : null}
        />
      ),
    },
    {
      key: 'lastLogin',
      label: 'Last login',
      sort: 'lastLogin',
      cell: (row) => (row.invited ? <InvitationActions row={row} /> : formatWhen(row.lastLogin)),
    },
  ];
}

const screens = {
  teacher: {
    title: 'Teachers',
    description:
      'Your teachers, the classes and subjects they teach, and invitations not accepted yet.',
    columns: columnsFor('teacher'),
    empty: 'No teachers found',
  },
  parent: {
    title: 'Parents',
    description: 'Parents and guardians, and their children. Open a parent to link a child.',
    columns: columnsFor('parent'),
    empty: 'No parents found',
  },
};

/** /admin/teachers and /admin/parents: accounts and open invitations, sorted and paged by the server. */
export function StaffPage({ role }: { role: StaffRole }) {
  const list = useListParams<StaffSort>('name', staffSortFields);
  const query = useStaff(role, {
    search: list.search || undefined,
    status: statusFilter(list.filter('status')),
    sort: list.sort,
    order: list.order,
    page: list.page,
  });
  const screen = screens[role];
  return (
    <DirectoryPage
      title={screen.title}
      description={screen.description}
      role={role}
      importKind={`${role}s`}
      searchLabel="Search by name or email"
      list={list}
      query={query}
      columns={screen.columns}
      empty={screen.empty}
    />
  );
}

export const TeachersPage = () => <StaffPage role="teacher" />;
export const ParentsPage = () => <StaffPage role="parent" />;

import { MoreHorizontal, Plus } from 'lucide-react';
import { useState } from 'react';
import { roles } from '@/shared/schemas/auth';
import type { AdminUserRow, ListUsersQuery } from '@/shared/schemas/people';
import { LIST_LIMITS, firstOf } from '@/shared/rules/list-limits';
import { ListState } from '@/web/components/list-state';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';
import { useUsers } from '../api/list-users';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserFormDialog } from './user-form-dialog';
import { useInvitationActions } from './people/invitation-actions';
import { useDebounced } from '@/web/lib/use-debounced';
import { SectionCard } from '@/web/components/section-card';
import { FilterBar } from '@/web/components/filter-bar';
import { DialogButton } from '@/web/components/dialog-button';

type RoleFilter = 'all' | (typeof roles)[number];

/** The search travels to the server once typing pauses. */
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function lastLoginText(user: AdminUserRow): string {
  if (user.invited) return 'Invited, not joined yet';
  return user.lastLogin ? dateFormat.format(new Date(user.lastLogin)) : 'Never';
}

const roleBadge: Record<AdminUserRow['role'], string> = {
  admin: 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100',
  teacher: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  parent: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  student: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
};

/** Spec: User Management: search on name or email, role filter, at most 8 rows; add, edit, delete. */
export function UsersCard() {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const debouncedSearch = useDebounced(search.trim());
  const query: ListUsersQuery = {
    search: debouncedSearch || undefined,
    role: role === 'all' ? undefined : role,
    pageSize: LIST_LIMITS.adminUsers,
  };
  const users = useUsers(query);
  const invitation = useInvitationActions();
  const rows = firstOf(users.data?.rows ?? [], LIST_LIMITS.adminUsers);

  return (
    <SectionCard
      title="User Management"
      actions={
        <DialogButton dialog={(props) => <UserFormDialog {...props} />}>
          <Plus aria-hidden="true" />
          Add User
        </DialogButton>
      }
      contentClassName="grid gap-4"
    >
      <FilterBar
        className="sm:grid-cols-[1fr_12rem]"
        search={{
          id: 'users-search',
          label: 'Search users by name or email',
          placeholder: 'Search users...',
          value: search,
          onChange: setSearch,
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="users-role" className="sr-only">
            Filter by role
          </Label>
          <NativeSelect
            id="users-role"
            value={role}
            onChange={(event) => setRole(event.target.value as RoleFilter)}
          >
            <option value="all">All</option>
            {roles.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </div>
      </FilterBar>

      <ListState
        query={users}
        loadingLabel="Loading users"
        skeletonRows={4}
        skeletonClassName="h-12 w-full"
        errorText="The users could not be loaded."
        retryLabel={null}
        empty="No users found"
      >
        {() => (
          <ul aria-label="Users" className="divide-y divide-border" aria-busy={users.isFetching}>
            {rows.map((user) => (
              <li
                key={user.id}
                className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 py-3 sm:grid-cols-[minmax(0,2fr)_6rem_6rem_minmax(0,1.3fr)_auto]"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{user.name}</p>
                  <p className="truncate text-sm text-muted-foreground">{user.email || '—'}</p>
                </div>
                <Badge className={cn('col-start-1 sm:col-start-auto', roleBadge[user.role])}>
                  {user.role}
                </Badge>
                <span
                  className={cn(
                    'col-start-1 w-fit text-xs font-medium sm:col-start-auto',
                    user.status === 'active'
                      ? 'text-green-800 dark:text-green-300'
                      : 'text-muted-foreground',
                  )}
                >
                  {user.status}
                </span>
                <span className="col-start-1 text-xs text-muted-foreground sm:col-start-auto">
                  {user.invited ? null : <span className="sm:sr-only">Last login: </span>}
                  {lastLoginText(user)}
                </span>
                <div className="col-start-2 row-span-4 row-start-1 sm:col-start-auto sm:row-span-1 sm:row-start-auto">
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="icon" aria-label={`Actions for ${user.name}`}>
                        <MoreHorizontal aria-hidden="true" />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem onSelect={() => setEditing(user)}>Edit</DropdownMenuItem>
                      {user.invited ? (
                        <>
                          <DropdownMenuItem onSelect={() => invitation.resend(user)}>
                            Resend invitation
                          </DropdownMenuItem>
                          <DropdownMenuItem onSelect={() => invitation.revoke(user)}>
                            Revoke invitation
                          </DropdownMenuItem>
                        </>
                      ) : (
                        <DropdownMenuItem onSelect={() => setDeleting(user)}>
                          Delete
                        </DropdownMenuItem>
                      )}
                    </DropdownMenuContent>
                  </DropdownMenu>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {users.data && users.data.total > rows.length ? (
        <p className="text-xs text-muted-foreground">
          Showing {rows.length} of {users.data.total}. Search or filter to find someone else.
        </p>
      ) : null}

      <UserFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        user={editing ?? undefined}
      />
      <DeleteUserDialog user={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </SectionCard>
  );
}

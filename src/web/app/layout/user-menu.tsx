import { LogOut, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { userInitials } from '@/shared/rules/initials';
import { Avatar, AvatarFallback } from '@/web/components/ui/avatar';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { ProfileDialog } from '@/web/features/account/components/profile-dialog';
import { SettingsDialog } from '@/web/features/account/components/settings-dialog';
import { useAuth } from '@/web/lib/auth/auth-context';
import { useSignOutToHome } from '@/web/lib/auth/use-sign-out-to-home';

export function UserMenu() {
  const { profile, user } = useAuth();
  const [dialog, setDialog] = useState<'profile' | 'settings' | null>(null);
  const fullName = profile?.full_name?.trim() || 'User';
  const email = profile?.email ?? user?.email ?? '';
  const initials = userInitials(profile?.full_name);

  const onSignOut = useSignOutToHome();

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 rounded-full"
            // The name starts with the visible initials, so voice control finds it (WCAG 2.5.3).
            aria-label={`${initials}, user menu`}
          >
            <Avatar>
              <AvatarFallback>{initials}</AvatarFallback>
            </Avatar>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="grid gap-0.5">
            <span className="truncate font-semibold">{fullName}</span>
            <span className="truncate text-xs text-muted-foreground">{email}</span>
            <span className="text-xs text-muted-foreground capitalize">{profile?.role}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuItem onSelect={() => setDialog('profile')}>
              <UserRound aria-hidden="true" />
              Profile
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDialog('settings')}>
              <Settings aria-hidden="true" />
              Settings
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void onSignOut()}>
            <LogOut aria-hidden="true" />
            Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ProfileDialog
        open={dialog === 'profile'}
        onOpenChange={(open) => setDialog(open ? 'profile' : null)}
      />
      <SettingsDialog
        open={dialog === 'settings'}
        onOpenChange={(open) => setDialog(open ? 'settings' : null)}
      />
    </>
  );
}

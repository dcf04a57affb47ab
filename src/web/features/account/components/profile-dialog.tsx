import { userInitials } from '@/shared/rules/initials';
import { Avatar, AvatarFallback } from '@/web/components/ui/avatar';
import { DialogFrame, type DialogOpenProps } from '@/web/components/dialog-frame';
import { Separator } from '@/web/components/ui/separator';
import { useAuth } from '@/web/lib/auth/auth-context';
import { CalendarFeedSection } from './calendar-feed-section';
import { FullNameForm } from './full-name-form';
import { SignInSecurity } from './sign-in-security';

export function ProfileDialog(props: DialogOpenProps) {
  const { profile } = useAuth();
  return (
    <DialogFrame {...props} title="Profile" description="How you appear to your school.">
      <div className="flex items-center gap-3">
        <Avatar className="size-12">
          <AvatarFallback className="text-base">{userInitials(profile?.full_name)}</AvatarFallback>
        </Avatar>
        <dl className="grid min-w-0 gap-0.5 text-sm">
          <dt className="sr-only">Full name</dt>
          <dd className="truncate font-semibold">{profile?.full_name?.trim() || 'User'}</dd>
          <dt className="sr-only">Email</dt>
          <dd className="truncate text-muted-foreground">{profile?.email}</dd>
          <dt className="sr-only">Role</dt>
          <dd className="text-muted-foreground capitalize">{profile?.role}</dd>
        </dl>
      </div>
      <Separator />
      <FullNameForm fullName={profile?.full_name ?? ''} />
      <Separator />
      <SignInSecurity />
      {profile && profile.role !== 'student' ? (
        <>
          <Separator />
          <CalendarFeedSection />
        </>
      ) : null}
    </DialogFrame>
  );
}

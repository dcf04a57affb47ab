import { LogOut, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '@/shared/schemas/auth';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';

/**
 * Home for a signed-in role without a dashboard (a student: spec 6 gives the portal's dashboards
 * to admins, teachers and parents only, and /chat to every signed-in user with a profile).
 */
export function SignedInHome({
  profile,
  schoolName,
  onSignOut,
}: {
  profile: Profile;
  schoolName: string | undefined;
  onSignOut: () => void;
}) {
  const name = profile.full_name?.trim() || 'User';
  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-xl leading-none font-semibold">You are signed in</h1>
          <CardDescription>
            {name}, {profile.role}
            {schoolName ? ` at ${schoolName}` : ''}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          <p>
            The portal’s dashboards are for administrators, teachers and parents, so a{' '}
            {profile.role} account has none. You can use Chat with AI to ask about your school and
            its documents. Your parent or guardian sees your attendance, homework and fees in their
            account.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to="/chat" className={buttonVariants()}>
              <MessageSquare aria-hidden="true" />
              Open Chat with AI
            </Link>
            <Button variant="outline" onClick={onSignOut}>
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}

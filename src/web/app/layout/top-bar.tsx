import { useNavigation } from 'react-router';
import { Separator } from '@/web/components/ui/separator';
import { SidebarTrigger } from '@/web/components/ui/sidebar';
import { NotificationBell } from '@/web/features/notifications/components/notification-bell';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

export function TopBar() {
  const navigation = useNavigation();
  return (
    <header className="print:hidden sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-background px-3 md:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="mr-1 h-5!" />
      <h1 className="text-base font-semibold">Dashboard</h1>
      <div className="ml-auto flex items-center gap-1">
        <ThemeToggle />
        <NotificationBell />
        <UserMenu />
      </div>
      {navigation.state === 'idle' ? null : (
        <div
          role="progressbar"
          aria-label="Loading the page"
          className="absolute inset-x-0 bottom-0 h-0.5 animate-pulse bg-primary motion-reduce:animate-none"
        />
      )}
    </header>
  );
}

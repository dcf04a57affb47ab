import { NavLink } from 'react-router';
import { menuForRole } from '@/shared/rules/role-menus';
import { SchoolLogo } from '@/web/components/school-logo';
import {
  Sidebar,
  SidebarContent,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@/web/components/ui/sidebar';
import { useSidebar } from '@/web/components/ui/sidebar-state';
import { useBranding } from '@/web/lib/branding/branding-context';
import { menuIcons } from './menu-icons';
import { UnreadBadge } from '@/web/features/messages/components/unread-badge';

export function AppSidebar({ role }: { role: string }) {
  const { tenant } = useBranding();
  const { isMobile, setOpenMobile } = useSidebar();
  const items = menuForRole(role);

  return (
    <Sidebar label="Sidebar">
      <SidebarHeader className="border-b border-sidebar-border">
        <div className="flex items-center gap-2 overflow-hidden p-0.5 group-data-[collapsible=icon]:justify-center">
          <SchoolLogo tenant={tenant} className="size-8 shrink-0" />
          <div className="grid min-w-0 leading-tight group-data-[collapsible=icon]:hidden">
            <span className="truncate text-sm font-semibold">
              {tenant?.school_name ?? 'School Portal'}
            </span>
            <span className="truncate text-xs text-muted-foreground capitalize">{role} Portal</span>
          </div>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Main">
          <SidebarMenu>
            {items.map((item) => {
              const Icon = menuIcons[item.icon];
              return (
                <SidebarMenuItem key={item.url}>
                  <SidebarMenuButton asChild tooltip={item.title}>
                    <NavLink
                      to={item.url}
                      className="text-sidebar-foreground"
                      onClick={() => {
                        if (isMobile) setOpenMobile(false);
                      }}
                    >
                      <Icon aria-hidden="true" />
                      <span>{item.title}</span>
                      {item.icon === 'messages' ? <UnreadBadge /> : null}
                    </NavLink>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              );
            })}
          </SidebarMenu>
        </nav>
      </SidebarContent>
    </Sidebar>
  );
}

import { PanelLeftIcon } from 'lucide-react';
import {
  type CSSProperties,
  type ComponentProps,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/web/lib/cn';
import { slotted } from './slotted';
import { Button } from './button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';
import {
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  SidebarContext,
  type SidebarState,
  readSidebarCookie,
  useSidebar,
  writeSidebarCookie,
} from './sidebar-state';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';
import { useIsMobile } from './use-is-mobile';

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readSidebarCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarState>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <TooltipProvider delayDuration={0}>
        <div
          data-slot="sidebar-wrapper"
          style={
            {
              '--sidebar-width': SIDEBAR_WIDTH,
              '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE,
              '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
            } as CSSProperties
          }
          className="flex min-h-svh w-full"
        >
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}

export function Sidebar({ children, label }: { children: ReactNode; label: string }) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent data-slot="sidebar" className="p-0" style={{ width: SIDEBAR_WIDTH_MOBILE }}>
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <SheetDescription className="sr-only">Main navigation</SheetDescription>
          <div className="flex h-full w-full flex-col">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block print:hidden!"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
    >
      <div className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none" />
      <aside
        data-slot="sidebar"
        aria-label={label}
        className="fixed inset-y-0 left-0 z-10 flex h-svh w-(--sidebar-width) flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none"
      >
        {children}
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, open, openMobile, isMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-label="Toggle Sidebar"
      aria-expanded={isMobile ? openMobile : open}
      className={cn('size-9', className)}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon aria-hidden="true" />
    </Button>
  );
}

export const SidebarInset = slotted(
  'div',
  'sidebar-inset',
  'relative flex min-w-0 flex-1 flex-col bg-background',
);

export const SidebarHeader = slotted('div', 'sidebar-header', 'flex flex-col gap-2 p-2');

export const SidebarContent = slotted(
  'div',
  'sidebar-content',
  'flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden',
);

export const SidebarMenu = slotted('ul', 'sidebar-menu', 'flex w-full min-w-0 flex-col gap-1 p-2');

export const SidebarMenuItem = slotted('li', 'sidebar-menu-item', 'relative');

const menuButtonClass =
  'flex h-9 w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm outline-none transition-[width,height,padding] hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-semibold aria-[current=page]:text-primary-text group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:p-2 [&>span:last-child]:truncate group-data-[collapsible=icon]:[&>span:last-child]:sr-only [&>svg]:size-4 [&>svg]:shrink-0';

/** A menu entry; collapsed to its icon, it names itself in a tooltip. */
export function SidebarMenuButton({
  asChild = false,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; tooltip?: string }) {
  const { state, isMobile } = useSidebar();
  const Component = asChild ? Slot.Root : 'button';
  const button = (
    <Component
      data-slot="sidebar-menu-button"
      className={cn(menuButtonClass, className)}
      {...props}
    />
  );
  if (!tooltip || state !== 'collapsed' || isMobile) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center">
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}

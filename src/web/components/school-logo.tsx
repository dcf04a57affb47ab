import { schoolInitials } from '@/shared/rules/initials';
import type { Tenant } from '@/shared/schemas/tenants';
import { cn } from '@/web/lib/cn';
import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar';

/** The school's logo, or the first two letters of its name (or 'SX') when it has none. */
export function SchoolLogo({
  tenant,
  className,
}: {
  tenant: Pick<Tenant, 'school_name' | 'logo_url'> | null;
  className?: string;
}) {
  return (
    <Avatar className={cn('size-8 rounded-md', className)}>
      {tenant?.logo_url ? (
        <AvatarImage src={tenant.logo_url} alt={`${tenant.school_name} logo`} />
      ) : null}
      <AvatarFallback className="rounded-md" aria-hidden={tenant?.logo_url ? undefined : true}>
        {schoolInitials(tenant?.school_name)}
      </AvatarFallback>
    </Avatar>
  );
}

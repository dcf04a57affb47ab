import { Construction } from 'lucide-react';
import { useMatches } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { routeTitle } from '@/web/lib/route-title';

/** A menu target whose screen is built in a later release: says so plainly, inside the layout. */
export function ComingSoonPage() {
  const matches = useMatches();
  const title = routeTitle(matches) ?? 'This page';

  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto w-full max-w-2xl">
      <Card>
        <CardHeader className="justify-items-start gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <Construction className="size-5" aria-hidden="true" />
          </span>
          <CardTitle id="coming-soon-title">{title}</CardTitle>
          <CardDescription>{title} is coming soon.</CardDescription>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          This part of the portal is not available yet. It will appear here, in this menu, in a
          later release.
        </CardContent>
      </Card>
    </section>
  );
}

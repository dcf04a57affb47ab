import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/web/components/ui/button';

/** Shown when a screen fails to load or render (for example an outdated chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Something went wrong. Please try again.</h1>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}

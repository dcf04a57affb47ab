import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-muted/40 px-4 text-center">
      <p className="text-6xl font-bold text-primary-text" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="max-w-sm text-muted-foreground">
        There is nothing at <code className="break-all">{pathname}</code>.
      </p>
      <Link to="/" className={buttonVariants()}>
        <Home aria-hidden="true" />
        Return to Home
      </Link>
    </main>
  );
}

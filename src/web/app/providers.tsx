import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy } from 'react';
import { OfflineBanner } from '@/web/components/offline-banner';
import { AuthProvider } from '@/web/lib/auth/auth-provider';
import { useBranding } from '@/web/lib/branding/branding-context';
import { BrandingProvider } from '@/web/lib/branding/branding-provider';

// Toasts only follow actions inside the signed-in layout, so sonner loads after the first screen.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function ThemedToaster() {
  const { dark } = useBranding();
  return (
    <Suspense>
      <Toaster theme={dark ? 'dark' : 'light'} position="top-center" richColors closeButton />
    </Suspense>
  );
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandingProvider>
        <AuthProvider>
          <OfflineBanner />
          {children}
          <ThemedToaster />
        </AuthProvider>
      </BrandingProvider>
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type InitialEntry, RouterProvider, createMemoryRouter } from 'react-router';
import { createQueryClient } from '@/web/app/query-client';
import { AuthClient } from '@/web/lib/auth/auth-client';
import { AuthProvider } from '@/web/lib/auth/auth-provider';
import { BrandingProvider } from '@/web/lib/branding/branding-provider';

/** Renders screens at a path with the real providers; other routes show their path as text. */
export function renderApp(
  routes: { path: string; element: ReactNode }[],
  path: InitialEntry,
  client = new AuthClient(window.localStorage),
) {
  const router = createMemoryRouter(
    [
      ...routes,
      ...['/', '/login', '/admin/dashboard', '/teacher/dashboard', '/parent/dashboard']
        .filter((known) => !routes.some((route) => route.path === known))
        .map((known) => ({ path: known, element: <p>Screen at {known}</p> })),
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <BrandingProvider>
        <AuthProvider client={client}>
          <RouterProvider router={router} />
        </AuthProvider>
      </BrandingProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client, queryClient };
}

/** One screen alone at `/` (the app's other screens as stubs), opened at `path`. */
export const renderScreen = (element: ReactNode, path: InitialEntry = '/', client?: AuthClient) =>
  renderApp([{ path: '/', element }], path, client);

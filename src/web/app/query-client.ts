import { QueryClient } from '@tanstack/react-query';
import { AppError } from '@/shared/errors';

/** Only failures that may pass (unreachable server, 5xx) are retried. */
function mayPass(error: unknown): boolean {
  return error instanceof AppError && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => failures < 2 && mayPass(error) },
      mutations: { retry: false },
    },
  });
}

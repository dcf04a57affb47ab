import { useQuery } from '@tanstack/react-query';
import { aiProvidersSchema } from '@/shared/schemas/ai-providers';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { settingsKeys } from './settings-keys';

/** GET /api/admin/settings/ai-providers: which chat providers the server has set up. */
export const useAiProviders = () =>
  useQuery({
    queryKey: settingsKeys.aiProviders,
    queryFn: () => fetchParsed(aiProvidersSchema, '/api/admin/settings/ai-providers'),
  });

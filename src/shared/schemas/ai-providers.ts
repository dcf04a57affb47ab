import { z } from 'zod';
import { chatProviderValues } from '../rules/provider-choice.ts';

/**
 * GET /api/admin/settings/ai-providers: which chat providers can answer at this portal, for the
 * admin's Settings screen. What to set is named here, for the admin; never a key's value.
 */
export const aiProviderStatusSchema = z.object({
  provider: z.enum(chatProviderValues),
  label: z.string(),
  configured: z.boolean(),
  /** What it answers with, or what is missing (the environment variable to set on the server). */
  detail: z.string(),
});

export const aiProvidersSchema = z.object({
  providers: z.array(aiProviderStatusSchema),
  /** Document search: by words only, or with an embeddings model too. */
  documentSearch: z.string(),
});
export type AiProviders = z.infer<typeof aiProvidersSchema>;

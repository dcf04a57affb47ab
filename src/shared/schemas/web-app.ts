import { z } from 'zod';

/** The web app manifest the server writes for a school (and for the portal before one is chosen). */
export const webAppManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({
      src: z.string(),
      sizes: z.string(),
      type: z.literal('image/png'),
      purpose: z.literal('any'),
    }),
  ),
});
export type WebAppManifest = z.infer<typeof webAppManifestSchema>;

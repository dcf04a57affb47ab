import { expect } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { RosterDryRun } from '@/shared/schemas/oneroster.ts';
import { rosterImportResult, zipSet, type SetFiles } from './oneroster-sets.ts';
import { multipartBody } from './pdf-and-multipart.ts';
import { postMultipart } from './post-multipart.ts';
import type { TestApp } from './test-app.ts';

export const ROSTER_DRY_RUN = '/api/admin/oneroster/dry-run';
export const ROSTER_IMPORT = '/api/admin/oneroster/import';

/**
 * Tests only: the OneRoster screen's requests as `session`: a zip posted as the set's file, the
 * dry run's plan and the import's result of a set (both must answer 200).
 */
export function rosterRequests(t: TestApp) {
  const postZip = (session: Session, url: string, zip: Buffer) =>
    postMultipart(t, session, url, multipartBody({}, [{ filename: 'set.zip', data: zip }]));
  return {
    postZip,
    async dryRun(session: Session, set: SetFiles) {
      const response = await postZip(session, ROSTER_DRY_RUN, zipSet(set));
      expect(response.statusCode, response.body).toBe(200);
      return response.json<RosterDryRun>();
    },
    async apply(session: Session, set: SetFiles) {
      const response = await postZip(session, ROSTER_IMPORT, zipSet(set));
      expect(response.statusCode, response.body).toBe(200);
      return rosterImportResult(response.body);
    },
  };
}

import { randomBytes } from 'node:crypto';
import { migrate } from '../migrate.ts';
import {
  createOwnedDatabase,
  databaseUrl,
  prepareOwnerRole,
  withAdmin,
} from '../postgres-admin.ts';

/**
 * Runs `fn` on a new database of the PostgreSQL server at `adminUrl` (a superuser), migrated by the
 * app's own migrate() as the non-superuser OWNER_ROLE, exactly as the tests' template is; dropped
 * afterwards. `fn` gets a superuser URL to it (to read every catalog).
 */
export async function withMigratedDatabase<T>(
  adminUrl: string,
  fn: (url: string) => Promise<T>,
): Promise<T> {
  const name = `portal_snapshot_${randomBytes(6).toString('hex')}`;
  try {
    await withAdmin(adminUrl, async (admin) => {
      await prepareOwnerRole(admin);
      // template0: nothing a local template1 may hold (an extension, say) reaches the snapshot.
      await createOwnedDatabase(admin, adminUrl, name, 'template0', migrate);
    });
    return await fn(databaseUrl(adminUrl, name));
  } finally {
    await withAdmin(adminUrl, (admin) =>
      admin.query(`drop database if exists ${name} with (force)`),
    );
  }
}

import { sql } from 'kysely';
import { DEMO_PASSWORD, demoSchools } from '../../../db/seed/demo-schools.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AppDatabase } from './database.ts';

/**
 * Loads the demo schools into an empty database (no tenants yet). Runs as the database owner: this
 * is set-up tooling, not a request path. Returns whether anything was loaded.
 */
export async function seedDemo(
  database: AppDatabase,
  options: { force?: boolean } = {},
): Promise<boolean> {
  const { db } = database;
  const existing = await db
    .selectFrom('tenants')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0 && !options.force) return false;
  // One hash for every demo account: they share a published password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (tx) => {
    for (const school of demoSchools) {
      await tx
        .insertInto('tenants')
        .values({
          id: school.id,
          school_code: school.code,
          school_name: school.name,
          logo_url: school.logoUrl,
          theme_mode: school.themeMode,
          primary_color: school.primaryColor,
          secondary_color: school.secondaryColor,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      for (const account of school.accounts) {
        await tx
          .insertInto('users')
          .values({
            tenant_id: school.id,
            id: account.id,
            email: account.email,
            password_hash: passwordHash,
            email_confirmed_at: sql`now()`,
            confirmation_token_hash: null,
          })
          .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
          .execute();
        await tx
          .insertInto('profiles')
          .values({
            tenant_id: school.id,
            user_id: account.id,
            role: account.role,
            full_name: account.fullName,
            email: account.email,
            theme_preference: null,
          })
          .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
          .execute();
      }
      const admin = school.accounts.find((account) => account.role === 'admin');
      for (const invitation of school.invitations) {
        await tx
          .insertInto('invitations')
          .values({
            tenant_id: school.id,
            email: invitation.email,
            role: invitation.role,
            full_name: invitation.fullName,
            invited_by: admin?.id ?? null,
            expires_at: sql`now() + interval '3650 days'`,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  });
  return true;
}

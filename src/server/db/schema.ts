import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface TenantsTable {
  id: Generated<string>;
  school_code: string;
  school_name: string;
  logo_url: string | null;
  theme_mode: 'light' | 'dark';
  primary_color: string;
  secondary_color: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  tenant_id: string;
  id: Generated<string>;
  email: string;
  password_hash: string;
  email_confirmed_at: NullableTimestamp;
  confirmation_token_hash: string | null;
  recovery_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  recovery_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type RoleColumn = 'admin' | 'teacher' | 'parent' | 'student';

export interface ProfilesTable {
  tenant_id: string;
  user_id: string;
  role: RoleColumn;
  full_name: string;
  email: string;
  status: Generated<'active' | 'inactive'>;
  theme_preference: 'light' | 'dark' | null;
  last_login_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InvitationsTable {
  tenant_id: string;
  id: Generated<string>;
  email: string;
  role: RoleColumn;
  full_name: string | null;
  invited_by: string | null;
  accepted_at: NullableTimestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface SessionsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Timestamp;
  refreshed_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
  kind: ColumnType<
    'password' | 'recovery',
    'password' | 'recovery' | undefined,
    'password' | 'recovery'
  >;
}

export interface RefreshTokensTable {
  tenant_id: string;
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  spent_at: NullableTimestamp;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface AuditLogTable {
  tenant_id: string;
  id: Generated<number>;
  actor_user_id: string | null;
  action: string;
  subject: string | null;
  ip: string | null;
  details: ColumnType<unknown, string | undefined, string>;
  created_at: Timestamp;
}

export interface EmailOutboxTable {
  tenant_id: string;
  id: Generated<string>;
  to_email: string;
  subject: string;
  body: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface Database {
  schema_migrations: SchemaMigrationsTable;
  tenants: TenantsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  invitations: InvitationsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  audit_log: AuditLogTable;
  email_outbox: EmailOutboxTable;
}

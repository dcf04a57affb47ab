import type { ColumnType, Generated } from 'kysely';
import type { LetterGrade } from '@/shared/rules/letter-grades.ts';

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
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  office_email: ColumnType<string | null, string | null | undefined, string | null>;
  office_phone: ColumnType<string | null, string | null | undefined, string | null>;
  payment_instructions: ColumnType<string | null, string | null | undefined, string | null>;
  absence_notices: Generated<boolean>;
  late_notices: Generated<boolean>;
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
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  availability: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** SHA-256 of the emailed link's token (migration 0006); null for invitations made before it. */
  token_hash: OptionalNullable<string>;
  sent_at: NullableTimestamp;
  /** Handed to the profile when the invitation is accepted (migration 0013). */
  phone: OptionalNullable<string>;
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

type Optional<T> = ColumnType<T, T | undefined, T>;
type OptionalNullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** 'YYYY-MM-DD' on both backends (see db/database.ts). */
type DateString = string;

export interface SubjectsTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  created_at: Timestamp;
}

export interface StudentsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: OptionalNullable<string>;
  full_name: string;
  email: OptionalNullable<string>;
  phone: OptionalNullable<string>;
  roll_number: string;
  grade_level: number;
  section: Optional<string>;
  status: Optional<'active' | 'inactive'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GuardianshipsTable {
  tenant_id: string;
  student_id: string;
  parent_user_id: string;
  slot: 1 | 2;
  relationship: OptionalNullable<string>;
  created_at: Timestamp;
}

/** Children a CSV-imported parent's invitation will guard once accepted (migration 0013). */
export interface InvitationChildrenTable {
  tenant_id: string;
  invitation_id: string;
  student_id: string;
  created_at: Timestamp;
}

export interface ClassesTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  subject_id: string;
  teacher_id: string;
  room: string;
  schedule: string;
  grade_level: OptionalNullable<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EnrolmentsTable {
  tenant_id: string;
  class_id: string;
  student_id: string;
  created_at: Timestamp;
}

export interface TimetableEntriesTable {
  tenant_id: string;
  id: Generated<string>;
  class_id: string;
  /** 1 Monday … 5 Friday */
  day_of_week: number;
  /** 'HH:MM:SS' */
  start_time: string;
  end_time: string;
  room: OptionalNullable<string>;
}

export type FeeFrequency = 'monthly' | 'quarterly' | 'annually' | 'one-time';

export interface FeeStructuresTable {
  tenant_id: string;
  id: Generated<string>;
  fee_type: string;
  amount_cents: number;
  frequency: Optional<FeeFrequency>;
  due_day: number;
  grades: Optional<number[]>;
  status: Optional<'active' | 'inactive'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FeeRecordsTable {
  tenant_id: string;
  id: Generated<string>;
  student_id: string;
  fee_structure_id: OptionalNullable<string>;
  fee_type: string;
  amount_cents: number;
  due_date: DateString;
  paid_on: OptionalNullable<DateString>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentsTable {
  tenant_id: string;
  id: Generated<string>;
  fee_record_id: string;
  amount_cents: number;
  paid_on: DateString;
  method: 'cash' | 'card' | 'bank transfer' | 'cheque' | 'other';
  reference: OptionalNullable<string>;
  recorded_by: OptionalNullable<string>;
  created_at: Timestamp;
}

export interface DocumentsTable {
  tenant_id: string;
  id: Generated<string>;
  title: string;
  kind: 'txt' | 'md' | 'pdf';
  /** null: added by scripted ingestion (x-admin-token). */
  owner_user_id: string | null;
  visibility: 'school' | 'staff' | 'private';
  byte_size: number;
  created_at: Timestamp;
}

export interface DocumentChunksTable {
  tenant_id: string;
  id: Generated<string>;
  document_id: string;
  ordinal: number;
  heading_path: Optional<string>;
  page: OptionalNullable<number>;
  content: string;
  /** The document's, copied (the read rule tests them per chunk). */
  owner_user_id: string | null;
  visibility: 'school' | 'staff' | 'private';
  /** Generated: english tsvector of heading_path (A) and content (B). */
  search: ColumnType<string, never, never>;
}

/** A chunk's embedding by one model (hybrid search; migration 0016). */
export interface DocumentChunkEmbeddingsTable {
  tenant_id: string;
  chunk_id: string;
  model: string;
  embedding: number[];
  created_at: Timestamp;
}

export type AttendanceStatus = 'present' | 'absent' | 'late';

export interface AttendanceTable {
  tenant_id: string;
  student_id: string;
  date: DateString;
  status: AttendanceStatus;
  minutes_late: OptionalNullable<number>;
  reason: OptionalNullable<string>;
  class_id: OptionalNullable<string>;
  marked_by: OptionalNullable<string>;
  marked_at: Timestamp;
}

export interface AttendanceConflictsTable {
  tenant_id: string;
  student_id: string;
  date: DateString;
  marked_by: string;
  class_id: string | null;
  status: AttendanceStatus;
  minutes_late: number | null;
  reason: string | null;
  marked_at: Timestamp;
}

export type SchoolCalendarKind = 'term' | 'holiday' | 'school_day';

export interface SchoolCalendarTable {
  tenant_id: string;
  id: Generated<string>;
  kind: SchoolCalendarKind;
  name: string;
  starts_on: DateString;
  ends_on: DateString;
  created_at: Timestamp;
}

export interface AssignmentsTable {
  tenant_id: string;
  id: Generated<string>;
  class_id: string;
  subject_id: string;
  title: string;
  description: OptionalNullable<string>;
  due_date: DateString;
  status: Optional<'draft' | 'published'>;
  published_at: NullableTimestamp;
  created_by: OptionalNullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AssignmentFilesTable {
  tenant_id: string;
  assignment_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  content: Uint8Array;
  created_at: Timestamp;
}

/** The school's own logo (migration 0012): one per school, served at a public URL. */
export interface SchoolLogosTable {
  tenant_id: string;
  id: Generated<string>;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
  size_bytes: number;
  sha256: string;
  content: Uint8Array;
  created_at: Timestamp;
}

export interface SubmissionsTable {
  tenant_id: string;
  assignment_id: string;
  student_id: string;
  status: Optional<'pending' | 'submitted' | 'graded'>;
  submitted_at: NullableTimestamp;
  grade: OptionalNullable<LetterGrade>;
  comment: OptionalNullable<string>;
  graded_by: OptionalNullable<string>;
  graded_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface MeetingsTable {
  tenant_id: string;
  id: Generated<string>;
  teacher_id: string;
  student_id: string;
  guardian_user_id: string;
  meeting_date: DateString;
  /** 'HH:MM:SS', the school's local time. */
  start_time: string;
  place: string;
  note: OptionalNullable<string>;
  status: Optional<'scheduled' | 'cancelled'>;
  created_at: Timestamp;
}

export interface ConversationsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  title: Optional<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConversationMessagesTable {
  tenant_id: string;
  id: ColumnType<string, never, never>;
  conversation_id: string;
  user_id: string;
  role: 'user' | 'assistant';
  content: string;
  provider: OptionalNullable<string>;
  created_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
  checksum: string | null;
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
  subjects: SubjectsTable;
  students: StudentsTable;
  guardianships: GuardianshipsTable;
  invitation_children: InvitationChildrenTable;
  classes: ClassesTable;
  enrolments: EnrolmentsTable;
  timetable_entries: TimetableEntriesTable;
  fee_structures: FeeStructuresTable;
  fee_records: FeeRecordsTable;
  payments: PaymentsTable;
  documents: DocumentsTable;
  document_chunks: DocumentChunksTable;
  document_chunk_embeddings: DocumentChunkEmbeddingsTable;
  attendance: AttendanceTable;
  attendance_conflicts: AttendanceConflictsTable;
  school_calendar: SchoolCalendarTable;
  assignments: AssignmentsTable;
  assignment_files: AssignmentFilesTable;
  submissions: SubmissionsTable;
  meetings: MeetingsTable;
  school_logos: SchoolLogosTable;
  conversations: ConversationsTable;
  conversation_messages: ConversationMessagesTable;
}

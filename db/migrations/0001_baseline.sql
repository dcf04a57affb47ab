-- The baseline: every table as migrations 0001 to 0030 left it, squashed into one file (their texts
-- are in the git history before the squash; a database that ran them adopts this file without
-- running it: src/server/platform/db/squashed-migrations.ts). A change to a table goes in a new
-- migration after this one (0031_…); a function, view, trigger or policy in db/routines/.
--
-- Every tenant-owned table has (tenant_id, id) as its key and tenant-scoped foreign keys, so the
-- database itself refuses a row of one school pointing at a row of another. Each goes through
-- app_make_tenant_table (row-level security enabled and forced, the school policy, app_user's
-- grants), which db/routines/01_tenant-tables.sql defines: migrate applies that file and the request
-- scope it reads (00_request-scope.sql) before the pending migrations, the other routines after
-- them, as they need the tables. The role rules (restrictive policies) are all in db/routines/.

-- The role request paths run as. Checked first: CREATE ROLE needs CREATEROLE even when the role
-- exists (pre-created by a DBA).
do $$
begin
  if not exists (select from pg_roles where rolname = 'app_user') then
    create role app_user nologin;
  end if;
exception
  when duplicate_object or unique_violation then null;
end
$$;

-- The connecting role must be able to switch to app_user (superusers always can).
do $$
begin
  execute format('grant app_user to %I', current_user);
exception
  when others then null;
end
$$;

grant usage on schema public to app_user;

-- Schools: branding (spec 3), settings the admin manages. Every request reads its school (the
-- school code lookup, before sign-in, too), so not a tenant table: its policies are in
-- db/routines/70_school-policies.sql.
create table tenants (
  id uuid primary key default gen_random_uuid(),
  school_code text not null unique
    check (school_code = upper(btrim(school_code)) and length(school_code) between 1 and 32),
  school_name text not null check (length(btrim(school_name)) between 1 and 200),
  logo_url text,
  theme_mode text not null default 'light' check (theme_mode in ('light', 'dark')),
  primary_color text not null default '#ec4899'
    check (primary_color ~ '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
  secondary_color text not null default '#3b82f6'
    check (secondary_color ~ '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  time_zone text check (time_zone is null or length(time_zone) between 1 and 64),
  office_email text check (office_email is null or office_email = lower(office_email)),
  office_phone text check (office_phone is null or length(office_phone) <= 40),
  payment_instructions text check (length(payment_instructions) <= 2000),
  -- Email parents on absent marks; late_notices: on late marks. Both off by default.
  absence_notices boolean not null default false,
  late_notices boolean not null default false
);
alter table tenants enable row level security;
grant select on tenants to app_user;
grant update (school_name, logo_url, theme_mode, primary_color, secondary_color, updated_at,
  time_zone, office_email, office_phone, payment_instructions, absence_notices, late_notices)
  on tenants to app_user;

-- One logo per school. Its bytes are kept apart from tenants so the school code lookup never loads
-- them; sha256 names the version in the public URL (cache busting).
create table school_logos (
  tenant_id uuid not null unique references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  content_type text not null
    check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
  size_bytes integer not null check (size_bytes between 1 and 1048576),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
select app_make_tenant_table('school_logos');

-- Terms, holidays and extra school days, each a named range of dates set by the school's admins.
-- With no entries, every weekday is a school day (db/routines/20_school-calendar.sql).
create table school_calendar (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  kind text not null check (kind in ('term', 'holiday', 'school_day')),
  name text not null check (length(btrim(name)) between 1 and 80),
  starts_on date not null,
  ends_on date not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  check (ends_on >= starts_on),
  check (ends_on - starts_on <= 366)
);
create index school_calendar_dates on school_calendar (tenant_id, kind, starts_on, ends_on);
select app_make_tenant_table('school_calendar');

-- Accounts: users (sign-in), profiles (role and contact details), invitations, sessions. Secrets
-- (password and token hashes) are not selectable by app_user: the security-definer functions of
-- db/routines/05_auth.sql answer the one question each needs.
create table users (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  email text not null check (email = lower(email)),
  password_hash text not null,
  email_confirmed_at timestamptz,
  confirmation_token_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Password recovery: a one-time emailed link opens a recovery session.
  recovery_token_hash text,
  recovery_sent_at timestamptz,
  primary key (tenant_id, id),
  unique (tenant_id, email)
);
create unique index users_confirmation_token on users (tenant_id, confirmation_token_hash)
  where confirmation_token_hash is not null;
create unique index users_recovery_token on users (tenant_id, recovery_token_hash)
  where recovery_token_hash is not null;
select app_make_tenant_table('users');
revoke select on users from app_user;
grant select (tenant_id, id, email, email_confirmed_at, created_at, updated_at, recovery_sent_at)
  on users to app_user;

create table profiles (
  tenant_id uuid not null,
  user_id uuid not null,
  role text not null check (role in ('admin', 'teacher', 'parent', 'student')),
  full_name text not null,
  email text not null,
  status text not null default 'active' check (status in ('active', 'inactive')),
  theme_preference text check (theme_preference in ('light', 'dark')),
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Contact details shown to parents (spec 3 Contact).
  phone text check (phone is null or length(phone) <= 40),
  availability text check (availability is null or length(availability) <= 200),
  primary key (tenant_id, user_id),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index profiles_role on profiles (tenant_id, role);
create index profiles_name on profiles (tenant_id, lower(full_name));
select app_make_tenant_table('profiles');

-- An invitation carries its own link (only the token's SHA-256 is stored, never readable by
-- app_user) and, for an invited teacher or parent, the phone their profile gets.
create table invitations (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  email text not null check (email = lower(email)),
  role text not null check (role in ('admin', 'teacher', 'parent', 'student')),
  full_name text,
  invited_by uuid,
  accepted_at timestamptz,
  expires_at timestamptz not null default now() + interval '14 days',
  created_at timestamptz not null default now(),
  token_hash text,
  sent_at timestamptz,
  phone text check (phone is null or length(phone) <= 40),
  primary key (tenant_id, id),
  foreign key (tenant_id, invited_by) references users (tenant_id, id) on delete set null (invited_by)
);
create unique index invitations_open on invitations (tenant_id, email) where accepted_at is null;
create unique index invitations_token on invitations (tenant_id, token_hash)
  where token_hash is not null;
select app_make_tenant_table('invitations');
revoke select on invitations from app_user;
grant select (tenant_id, id, email, role, full_name, invited_by, accepted_at, expires_at, created_at,
  sent_at, phone) on invitations to app_user;

-- A session is one refresh token family; access tokens carry its id (sid) and die with it. A
-- recovery session may only set a new password.
create table sessions (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text,
  kind text not null default 'password' check (kind in ('password', 'recovery')),
  primary key (tenant_id, id),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index sessions_user on sessions (tenant_id, user_id) where revoked_at is null;
select app_make_tenant_table('sessions');

create table refresh_tokens (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  session_id uuid not null,
  token_hash text not null,
  spent_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (tenant_id, id),
  unique (tenant_id, token_hash),
  foreign key (tenant_id, session_id) references sessions (tenant_id, id) on delete cascade
);
create index refresh_tokens_session on refresh_tokens (tenant_id, session_id);
select app_make_tenant_table('refresh_tokens');
revoke select on refresh_tokens from app_user;
grant select (tenant_id, id, session_id, spent_at, created_at, expires_at) on refresh_tokens to app_user;

-- The audit log: request paths append, never edit; only the school's admins read it.
create table audit_log (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id bigint generated always as identity,
  actor_user_id uuid,
  action text not null,
  subject text,
  ip text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index audit_log_action on audit_log (tenant_id, action, subject, created_at);
create index audit_log_newest on audit_log (tenant_id, created_at desc, id desc);
create index audit_log_actor on audit_log (tenant_id, actor_user_id, created_at desc);
select app_make_tenant_table('audit_log');
revoke update, delete on audit_log from app_user;

-- Email is delivered from the outbox by a background worker, with retries and backoff: attempts
-- counts sends started; next_attempt_at is when the row may be tried (again).
create table email_outbox (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  to_email text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts int not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index email_outbox_pending on email_outbox (tenant_id, next_attempt_at)
  where sent_at is null;
select app_make_tenant_table('email_outbox');

-- The school's data: subjects, student records and their guardians, classes, enrolments, the
-- weekly timetable. A student is a record; an account (user_id) is optional.
create table subjects (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 80),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, name)
);
select app_make_tenant_table('subjects');

create table students (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  user_id uuid,
  full_name text not null check (length(btrim(full_name)) between 1 and 200),
  email text check (email is null or email = lower(email)),
  phone text check (phone is null or length(phone) <= 40),
  roll_number text not null check (length(btrim(roll_number)) between 1 and 32),
  grade_level smallint not null check (grade_level between 1 and 12),
  section text not null default 'A' check (section ~ '^[A-Z]{1,2}$'),
  status text not null default 'active' check (status in ('active', 'inactive')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, roll_number),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete set null (user_id)
);
create index students_grade on students (tenant_id, grade_level, section);
create index students_name on students (tenant_id, lower(full_name));
create unique index students_user on students (tenant_id, user_id) where user_id is not null;
create index students_email on students (tenant_id, email) where email is not null;
create index students_without_account on students (tenant_id, created_at) where user_id is null;
select app_make_tenant_table('students');

-- A parent has several children; a child has at most two guardians (slot 1 or 2).
create table guardianships (
  tenant_id uuid not null,
  student_id uuid not null,
  parent_user_id uuid not null,
  slot smallint not null check (slot in (1, 2)),
  relationship text check (relationship is null or length(relationship) <= 40),
  created_at timestamptz not null default now(),
  primary key (tenant_id, student_id, parent_user_id),
  unique (tenant_id, student_id, slot),
  foreign key (tenant_id, student_id) references students (tenant_id, id) on delete cascade,
  foreign key (tenant_id, parent_user_id) references users (tenant_id, id) on delete cascade
);
create index guardianships_parent on guardianships (tenant_id, parent_user_id);
select app_make_tenant_table('guardianships');

-- CSV import of parents: the children of a parent who has not joined yet wait on the invitation
-- and become guardianships when it is accepted (db/routines/42_invitation-accepted.sql).
create table invitation_children (
  tenant_id uuid not null,
  invitation_id uuid not null,
  student_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, invitation_id, student_id),
  foreign key (tenant_id, invitation_id) references invitations (tenant_id, id) on delete cascade,
  foreign key (tenant_id, student_id) references students (tenant_id, id) on delete cascade
);
create index invitation_children_student on invitation_children (tenant_id, student_id);
select app_make_tenant_table('invitation_children');

-- classes_id_subject is the key an assignment's (class, subject) refers to: an assignment's
-- subject is its class's subject.
create table classes (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 80),
  subject_id uuid not null,
  teacher_id uuid not null,
  room text not null check (length(btrim(room)) between 1 and 40),
  schedule text not null check (length(btrim(schedule)) between 1 and 200),
  grade_level smallint check (grade_level between 1 and 12),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  constraint classes_id_subject unique (tenant_id, id, subject_id),
  foreign key (tenant_id, subject_id) references subjects (tenant_id, id),
  foreign key (tenant_id, teacher_id) references users (tenant_id, id)
);
create index classes_teacher on classes (tenant_id, teacher_id);
select app_make_tenant_table('classes');

create table enrolments (
  tenant_id uuid not null,
  class_id uuid not null,
  student_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, class_id, student_id),
  foreign key (tenant_id, class_id) references classes (tenant_id, id) on delete cascade,
  foreign key (tenant_id, student_id) references students (tenant_id, id) on delete cascade
);
create index enrolments_student on enrolments (tenant_id, student_id);
select app_make_tenant_table('enrolments');

-- Weekly timetable: Monday (1) to Friday (5), school-local times. No clash of a teacher or a room:
-- db/routines/40_timetable-clashes.sql.
create table timetable_entries (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  class_id uuid not null,
  day_of_week smallint not null check (day_of_week between 1 and 5),
  start_time time not null,
  end_time time not null,
  room text check (room is null or length(room) <= 40),
  primary key (tenant_id, id),
  check (end_time > start_time),
  foreign key (tenant_id, class_id) references classes (tenant_id, id) on delete cascade
);
create index timetable_class on timetable_entries (tenant_id, class_id, day_of_week, start_time);
select app_make_tenant_table('timetable_entries');

-- Fees: money in integer cents. One fee record per student and due date of a structure (generating
-- twice creates nothing twice); its status is computed (db/routines/30_fees.sql). Payments are
-- never edited or deleted: a wrong one is reversed by the school's bookkeeping.
create table fee_structures (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  fee_type text not null check (length(btrim(fee_type)) between 1 and 80),
  amount_cents integer not null check (amount_cents between 0 and 100000000),
  frequency text not null default 'monthly'
    check (frequency in ('monthly', 'quarterly', 'annually', 'one-time')),
  due_day smallint not null check (due_day between 1 and 31),
  grades smallint[] not null default '{}'
    check (grades <@ array[1,2,3,4,5,6,7,8,9,10,11,12]::smallint[]),
  status text not null default 'active' check (status in ('active', 'inactive')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
select app_make_tenant_table('fee_structures');

create table fee_records (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  student_id uuid not null,
  fee_structure_id uuid,
  fee_type text not null check (length(btrim(fee_type)) between 1 and 80),
  amount_cents integer not null check (amount_cents between 0 and 100000000),
  due_date date not null,
  paid_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, fee_structure_id, student_id, due_date),
  foreign key (tenant_id, student_id) references students (tenant_id, id) on delete cascade,
  foreign key (tenant_id, fee_structure_id) references fee_structures (tenant_id, id)
    on delete set null (fee_structure_id)
);
create index fee_records_student on fee_records (tenant_id, student_id, due_date);
select app_make_tenant_table('fee_records');

create table payments (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  fee_record_id uuid not null,
  amount_cents integer not null check (amount_cents > 0),
  paid_on date not null,
  method text not null check (method in ('cash', 'card', 'bank transfer', 'cheque', 'other')),
  reference text check (reference is null or length(reference) <= 80),
  recorded_by uuid,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, fee_record_id) references fee_records (tenant_id, id),
  foreign key (tenant_id, recorded_by) references users (tenant_id, id) on delete set null (recorded_by)
);
create index payments_record on payments (tenant_id, fee_record_id);
select app_make_tenant_table('payments');
revoke update, delete on payments from app_user;

-- Teaching: attendance (one row per student and school day, the school's local date; class_id is
-- the class it was taken in; a day with no row is "not marked"), a second teacher's differing mark,
-- assignments with an optional attachment, submissions, parent meetings.
create table attendance (
  tenant_id uuid not null references tenants (id) on delete cascade,
  student_id uuid not null,
  date date not null,
  status text not null check (status in ('present', 'absent', 'late')),
  minutes_late smallint check (minutes_late is null or minutes_late between 1 and 600),
  reason text check (reason is null or length(reason) <= 300),
  class_id uuid,
  marked_by uuid,
  marked_at timestamptz not null default now(),
  primary key (tenant_id, student_id, date),
  check (status = 'late' or minutes_late is null),
  foreign key (tenant_id, student_id) references students (tenant_id, id) on delete cascade,
  foreign key (tenant_id, class_id) references classes (tenant_id, id) on delete set null (class_id),
  foreign key (tenant_id, marked_by) references users (tenant_id, id) on delete set null (marked_by)
);
create index attendance_date on attendance (tenant_id, date);
create index attendance_class_date on attendance (tenant_id, class_id, date);
select app_make_tenant_table('attendance');

-- The first mark of the day stands; a teacher's differing one is kept beside it so both teachers
-- see the conflict and the office can settle it. One per student, day and teacher.
create table attendance_conflicts (
  tenant_id uuid not null references tenants (id) on delete cascade,
  student_id uuid not null,
  date date not null,
  marked_by uuid not null,
  class_id uuid,
  status text not null check (status in ('present', 'absent', 'late')),
  minutes_late smallint check (minutes_late is null or minutes_late between 1 and 600),
  reason text check (reason is null or length(reason) <= 300),
  marked_at timestamptz not null default now(),
  primary key (tenant_id, student_id, date, marked_by),
  foreign key (tenant_id, student_id) references students (tenant_id, id) on delete cascade,
  foreign key (tenant_id, class_id) references classes (tenant_id, id) on delete set null (class_id),
  foreign key (tenant_id, marked_by) references users (tenant_id, id) on delete cascade
);
select app_make_tenant_table('attendance_conflicts');

-- An assignment's subject is its class's: a class moved to another subject takes its assignments
-- along (assignments_subject_of_class, on update cascade).
create table assignments (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  class_id uuid not null,
  subject_id uuid not null,
  title text not null check (length(btrim(title)) between 1 and 200),
  description text check (description is null or length(description) <= 5000),
  due_date date not null,
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  check ((status = 'published') = (published_at is not null)),
  foreign key (tenant_id, class_id) references classes (tenant_id, id) on delete cascade,
  foreign key (tenant_id, subject_id) references subjects (tenant_id, id),
  foreign key (tenant_id, created_by) references users (tenant_id, id) on delete set null (created_by),
  constraint assignments_subject_of_class foreign key (tenant_id, class_id, subject_id)
    references classes (tenant_id, id, subject_id) on update cascade on delete cascade
);
create index assignments_class on assignments (tenant_id, class_id, due_date);
select app_make_tenant_table('assignments');

-- The optional attachment of an assignment, kept apart so lists never load its bytes.
create table assignment_files (
  tenant_id uuid not null,
  assignment_id uuid not null,
  file_name text not null check (length(file_name) between 1 and 255),
  content_type text not null,
  size_bytes integer not null check (size_bytes between 1 and 10485760),
  content bytea not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, assignment_id),
  foreign key (tenant_id, assignment_id) references assignments (tenant_id, id) on delete cascade
);
select app_make_tenant_table('assignment_files');

-- One row per published assignment and student of its class: pending until handed in (submitted),
-- then graded with a letter grade and an optional comment.
create table submissions (
  tenant_id uuid not null,
  assignment_id uuid not null,
  student_id uuid not null,
  status text not null default 'pending' check (status in ('pending', 'submitted', 'graded')),
  submitted_at timestamptz,
  grade text check (grade is null or grade in
    ('A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F')),
  comment text check (comment is null or length(comment) <= 2000),
  graded_by uuid,
  graded_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, assignment_id, student_id),
  check ((status = 'graded') = (grade is not null)),
  foreign key (tenant_id, assignment_id) references assignments (tenant_id, id) on delete cascade,
  foreign key (tenant_id, student_id) references students (tenant_id, id) on delete cascade,
  foreign key (tenant_id, graded_by) references users (tenant_id, id) on delete set null (graded_by)
);
create index submissions_student on submissions (tenant_id, student_id, status);
create index submissions_status on submissions (tenant_id, status, assignment_id);
select app_make_tenant_table('submissions');

-- A teacher's meeting with a student's guardian, on the school's local date and time.
create table meetings (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  teacher_id uuid not null,
  student_id uuid not null,
  guardian_user_id uuid not null,
  meeting_date date not null,
  start_time time not null,
  place text not null check (length(btrim(place)) between 1 and 300),
  note text check (note is null or length(note) <= 2000),
  status text not null default 'scheduled' check (status in ('scheduled', 'cancelled')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, teacher_id) references users (tenant_id, id) on delete cascade,
  foreign key (tenant_id, student_id) references students (tenant_id, id) on delete cascade,
  foreign key (tenant_id, guardian_user_id) references users (tenant_id, id) on delete cascade
);
create index meetings_teacher on meetings (tenant_id, teacher_id, meeting_date);
create index meetings_guardian on meetings (tenant_id, guardian_user_id, meeting_date);
select app_make_tenant_table('meetings');

-- The school's documents for question answering (chat, RAG): the uploaded text cut into chunks,
-- each with a full-text vector (english stemming; heading path weight A, content weight B) and,
-- when an embeddings endpoint is configured, one embedding per embedding model (a portable real[]:
-- db/routines/45_embedding-similarity.sql compares them). Written once, removed with their
-- document; never edited.
create table documents (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 200),
  kind text not null check (kind in ('txt', 'md', 'pdf')),
  -- null: added by scripted ingestion (x-admin-token), school-wide.
  owner_user_id uuid,
  visibility text not null check (visibility in ('school', 'staff', 'private')),
  byte_size integer not null check (byte_size >= 0),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, owner_user_id) references users (tenant_id, id) on delete cascade
);
create index documents_owner on documents (tenant_id, owner_user_id);
select app_make_tenant_table('documents');
revoke update on documents from app_user;

create table document_chunks (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  document_id uuid not null,
  ordinal integer not null check (ordinal >= 0),
  heading_path text not null default '',
  page integer check (page is null or page >= 1),
  content text not null check (length(content) >= 1),
  -- Copied from the document (never edited): the read rule is a plain column test per chunk,
  -- not a lookup of the document for every chunk a search scans.
  owner_user_id uuid,
  visibility text not null check (visibility in ('school', 'staff', 'private')),
  search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, heading_path), 'A') ||
    setweight(to_tsvector('english'::regconfig, content), 'B')
  ) stored,
  primary key (tenant_id, id),
  unique (tenant_id, document_id, ordinal),
  foreign key (tenant_id, document_id) references documents (tenant_id, id) on delete cascade
);
create index document_chunks_search on document_chunks using gin (search);
select app_make_tenant_table('document_chunks');
revoke update on document_chunks from app_user;

create table document_chunk_embeddings (
  tenant_id uuid not null,
  chunk_id uuid not null,
  model text not null check (length(model) between 1 and 200),
  embedding real[] not null
    check (array_ndims(embedding) = 1 and cardinality(embedding) between 1 and 16000),
  created_at timestamptz not null default now(),
  primary key (tenant_id, chunk_id, model),
  foreign key (tenant_id, chunk_id) references document_chunks (tenant_id, id) on delete cascade
);
create index document_chunk_embeddings_model on document_chunk_embeddings (tenant_id, model);
select app_make_tenant_table('document_chunk_embeddings');
revoke update on document_chunk_embeddings from app_user;

-- Chat conversations and their messages, each the user's own who started it (not even the school's
-- admins read someone else's chats). Messages are never edited.
create table conversations (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  title text not null default 'New chat' check (length(title) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index conversations_user on conversations (tenant_id, user_id, updated_at desc);
select app_make_tenant_table('conversations');

create table conversation_messages (
  tenant_id uuid not null,
  id bigint generated always as identity,
  conversation_id uuid not null,
  -- Copied from the conversation: the read rule is a plain column test per message.
  user_id uuid not null,
  role text not null check (role in ('user', 'assistant')),
  content text not null check (length(content) between 1 and 100000),
  -- The provider that really answered (assistant messages); null for the user's own.
  provider text check (provider is null or provider in ('perplexity', 'rag', 'db', 'openai', 'huggingface')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, conversation_id) references conversations (tenant_id, id) on delete cascade,
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index conversation_messages_conversation on conversation_messages (tenant_id, conversation_id, id);
select app_make_tenant_table('conversation_messages');
revoke update on conversation_messages from app_user;

-- The row of app_parent_dashboard (db/routines/60_parent-dashboard.sql): a type, so it lives here,
-- and the function's `returns setof` needs it before the routines run.
create type app_parent_dashboard_row as (
  today text,
  time_zone text,
  school json,
  children json,
  child json,
  counts json,
  recent json,
  pending integer,
  grades json,
  homework json,
  due_cents integer,
  fees json,
  timetable json,
  teachers json,
  staff json
);

-- Every key is (tenant_id, id) and the id alone decides the school; the planner, taking the two
-- columns as independent, misjudged "this student's rows" on a large district and picked the wrong
-- index (bench/README.md, "Migration 0021"). Functional-dependency statistics on the large tables
-- that request paths search by a second id.
create statistics attendance_student_stats (dependencies, ndistinct)
  on tenant_id, student_id from attendance;
create statistics attendance_class_stats (dependencies, ndistinct)
  on tenant_id, class_id from attendance;
create statistics submissions_student_stats (dependencies, ndistinct)
  on tenant_id, student_id from submissions;
create statistics submissions_assignment_stats (dependencies, ndistinct)
  on tenant_id, assignment_id from submissions;
create statistics assignments_class_stats (dependencies, ndistinct)
  on tenant_id, class_id from assignments;
create statistics enrolments_student_stats (dependencies, ndistinct)
  on tenant_id, student_id from enrolments;
create statistics enrolments_class_stats (dependencies, ndistinct)
  on tenant_id, class_id from enrolments;
create statistics fee_records_student_stats (dependencies, ndistinct)
  on tenant_id, student_id from fee_records;
create statistics payments_record_stats (dependencies, ndistinct)
  on tenant_id, fee_record_id from payments;
create statistics guardianships_parent_stats (dependencies, ndistinct)
  on tenant_id, parent_user_id from guardianships;

-- Conference booking (issue 21): a teacher (or an admin, for any teacher) publishes a session of
-- slots; a family books one slot per child. A booking is a row of `meetings` (with its session and
-- end time), so every list of meetings shows bookings too. The database decides a race: one
-- scheduled booking a slot, one a child per session (the unique indexes below). Role rules:
-- 84_conference-policies.sql and 75_meeting-policies.sql; the slot and cut-off rules:
-- 57_conference-rules.sql.
create table conference_sessions (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  teacher_id uuid not null,
  created_by uuid not null,
  title text not null check (length(btrim(title)) between 1 and 120),
  session_date date not null,
  start_time time not null,
  end_time time not null,
  slot_minutes smallint not null check (slot_minutes between 5 and 120),
  place text not null check (length(btrim(place)) between 1 and 300),
  class_ids uuid[] not null check (cardinality(class_ids) between 1 and 50),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  check (end_time > start_time),
  foreign key (tenant_id, teacher_id) references users (tenant_id, id) on delete cascade,
  foreign key (tenant_id, created_by) references users (tenant_id, id) on delete cascade
);
create index conference_sessions_by_teacher on conference_sessions (tenant_id, teacher_id, session_date);
create index conference_sessions_by_class on conference_sessions using gin (class_ids);
select app_make_tenant_table('conference_sessions');

alter table meetings add column session_id uuid;
alter table meetings add column end_time time;
-- Bumped at each move or cancellation: the .ics sent keeps the meeting's UID with a new SEQUENCE.
alter table meetings add column sequence integer not null default 0;
alter table meetings
  add foreign key (tenant_id, session_id) references conference_sessions (tenant_id, id) on delete cascade;
alter table meetings add check (end_time is null or end_time > start_time);
create unique index meetings_one_booking_a_slot on meetings (tenant_id, session_id, start_time)
  where session_id is not null and status = 'scheduled';
create unique index meetings_one_slot_a_child on meetings (tenant_id, session_id, student_id)
  where session_id is not null and status = 'scheduled';

-- The school setting: families change or cancel a booking until this many hours before its slot.
alter table tenants add column conference_cutoff_hours smallint not null default 24
  check (conference_cutoff_hours between 0 and 336);
grant update (conference_cutoff_hours) on tenants to app_user;

-- An email's attachments: [{ "filename", "contentType", "content" }] (content as text).
alter table email_outbox add column attachments jsonb not null default '[]';

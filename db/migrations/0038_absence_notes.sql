-- Absence notes (issue 21): a guardian reports a child's absence ahead (today or later, a range of
-- days, the whole day or chosen periods of the timetable), the office accepts or declines it. An
-- absence mark covered by an accepted note is excused. The rules: db/routines/36_absence-notes.sql;
-- who reads and writes what: db/routines/83_absence-note-policies.sql.
create table absence_notes (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  student_id uuid not null,
  reported_by uuid not null,
  from_date date not null,
  to_date date not null,
  reason text not null
    check (reason in ('illness', 'appointment', 'family', 'religious_observance', 'other')),
  note text not null default '' check (length(note) <= 1000),
  status text not null default 'pending'
    check (status in ('pending', 'accepted', 'declined', 'withdrawn')),
  decided_by uuid,
  decided_at timestamptz,
  decline_reason text check (decline_reason is null or length(btrim(decline_reason)) between 1 and 500),
  document_name text check (document_name is null or length(document_name) <= 255),
  document_type text,
  document bytea,
  created_at timestamptz not null default now(),
  check (to_date >= from_date),
  check (status <> 'declined' or decline_reason is not null),
  primary key (tenant_id, id),
  foreign key (tenant_id, student_id) references students (tenant_id, id) on delete cascade,
  foreign key (tenant_id, reported_by) references users (tenant_id, id) on delete cascade,
  foreign key (tenant_id, decided_by) references users (tenant_id, id) on delete set null (decided_by)
);
create index absence_notes_by_student on absence_notes (tenant_id, student_id, from_date);
create index absence_notes_by_created on absence_notes (tenant_id, created_at desc);
select app_make_tenant_table('absence_notes');
-- Notes are withdrawn or declined, never deleted (the register keeps its link).
revoke delete on absence_notes from app_user;

-- The periods a note covers; none: the whole day.
create table absence_note_periods (
  tenant_id uuid not null,
  note_id uuid not null,
  timetable_entry_id uuid not null,
  primary key (tenant_id, note_id, timetable_entry_id),
  foreign key (tenant_id, note_id) references absence_notes (tenant_id, id) on delete cascade,
  foreign key (tenant_id, timetable_entry_id) references timetable_entries (tenant_id, id)
    on delete cascade
);
select app_make_tenant_table('absence_note_periods');
revoke update, delete on absence_note_periods from app_user;

-- The note an absence mark was reported by (set by the trigger of 36_absence-notes.sql).
alter table attendance add column absence_note_id uuid;
alter table attendance add constraint attendance_absence_note_fkey
  foreign key (tenant_id, absence_note_id) references absence_notes (tenant_id, id)
  on delete set null (absence_note_id);

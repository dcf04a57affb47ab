-- Teaching: attendance, assignments (with an optional attachment), submissions and parent meetings.
-- Shared by the teacher and parent screens; the role rules live here, on top of the school policy.

-- Write policies are per command: a restrictive policy "for all" would also narrow reads.

-- One row per student and school day (the school's local date). class_id is the class it was
-- taken in; a day with no row is "not marked".
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
  foreign key (tenant_id, created_by) references users (tenant_id, id) on delete set null (created_by)
);
create index assignments_class on assignments (tenant_id, class_id, due_date);

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

do $$
declare
  t text;
begin
  foreach t in array array['attendance', 'assignments', 'assignment_files', 'submissions', 'meetings']
  loop
    perform app_make_tenant_table(t::regclass);
  end loop;
end
$$;

-- A parent or student of the school whose child (or self) is enrolled in the class.
create or replace function app_has_child_in(p_class uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select exists (select 1 from enrolments e
                     join students s on s.tenant_id = e.tenant_id and s.id = e.student_id
                     left join guardianships g on g.tenant_id = e.tenant_id and g.student_id = e.student_id
                                              and g.parent_user_id = app_user_id()
                    where e.tenant_id = app_tenant_id() and e.class_id = p_class
                      and (g.parent_user_id is not null or s.user_id = app_user_id()))
  $$;

create or replace function app_assignment_class(p_assignment uuid) returns uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$ select class_id from assignments where tenant_id = app_tenant_id() and id = p_assignment $$;

create or replace function app_assignment_published(p_assignment uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select coalesce((select status = 'published' from assignments
                      where tenant_id = app_tenant_id() and id = p_assignment), false)
  $$;

-- Attendance: admins; teachers for their own classes' students; parents and students their own.
create policy attendance_read on attendance as restrictive for select to app_user
  using (app_is_owner() or app_may_see_student(student_id));
create policy attendance_insert on attendance as restrictive for insert to app_user
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(class_id) and app_teaches_student(student_id)));
create policy attendance_update on attendance as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches_student(student_id)))
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(class_id) and app_teaches_student(student_id)));
create policy attendance_delete on attendance as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches_student(student_id)));

-- Assignments: admins; the class's teacher; the class's families see published ones only.
create policy assignments_read on assignments as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(class_id))
         or (app_role() in ('parent', 'student') and status = 'published' and app_has_child_in(class_id)));
create policy assignments_insert on assignments as restrictive for insert to app_user
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(class_id)));
create policy assignments_update on assignments as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin' or (app_role() = 'teacher' and app_teaches(class_id)))
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(class_id)));
create policy assignments_delete on assignments as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin' or (app_role() = 'teacher' and app_teaches(class_id)));

create policy assignment_files_read on assignment_files as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id)))
         or (app_role() in ('parent', 'student') and app_assignment_published(assignment_id)
             and app_has_child_in(app_assignment_class(assignment_id))));
create policy assignment_files_insert on assignment_files as restrictive for insert to app_user
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id))));
create policy assignment_files_update on assignment_files as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id))))
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id))));
create policy assignment_files_delete on assignment_files as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id))));

-- Submissions: the class's teacher grades; a guardian (or the student) may only hand work in.
create policy submissions_read on submissions as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id)))
         or (app_role() in ('parent', 'student') and app_may_see_student(student_id)));
create policy submissions_insert on submissions as restrictive for insert to app_user
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id))));
create policy submissions_update on submissions as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id)))
         or (app_role() in ('parent', 'student') and app_may_see_student(student_id)))
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id)))
              or (app_role() in ('parent', 'student') and app_may_see_student(student_id)
                  and status = 'submitted' and grade is null));
create policy submissions_delete on submissions as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id))));

-- Meetings: the teacher who set them up, the guardian invited, and admins.
create policy meetings_read on meetings as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin' or teacher_id = app_user_id()
         or guardian_user_id = app_user_id());
create policy meetings_insert on meetings as restrictive for insert to app_user
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and teacher_id = app_user_id()
                  and app_teaches_student(student_id)));
create policy meetings_update on meetings as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin' or (app_role() = 'teacher' and teacher_id = app_user_id()))
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and teacher_id = app_user_id()
                  and app_teaches_student(student_id)));
create policy meetings_delete on meetings as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin' or (app_role() = 'teacher' and teacher_id = app_user_id()));

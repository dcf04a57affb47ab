-- The school's data: people's records, subjects, classes, enrolments, timetable, fees.
-- Every table goes through app_make_tenant_table (school isolation, forced). On top of it, role
-- rules as restrictive policies for app_user, said once in SQL helpers: a parent reads only their
-- own children's rows, a teacher only their own classes' students, and only admins write.

-- School settings the admin manages (spec 3 names only branding; these serve the product).
alter table tenants
  add column time_zone text check (time_zone is null or length(time_zone) between 1 and 64),
  add column office_email text check (office_email is null or office_email = lower(office_email)),
  add column office_phone text check (office_phone is null or length(office_phone) <= 40),
  add column payment_instructions text check (length(payment_instructions) <= 2000),
  add column absence_notices boolean not null default false;
grant update (time_zone, office_email, office_phone, payment_instructions, absence_notices) on tenants to app_user;

-- Contact details shown to parents (spec 3 Contact: optional phone, availability).
alter table profiles
  add column phone text check (phone is null or length(phone) <= 40),
  add column availability text check (availability is null or length(availability) <= 200);

create table subjects (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 80),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, name)
);

-- A student is a record; an account (user_id) is optional.
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
  foreign key (tenant_id, subject_id) references subjects (tenant_id, id),
  foreign key (tenant_id, teacher_id) references users (tenant_id, id)
);
create index classes_teacher on classes (tenant_id, teacher_id);

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

-- Weekly timetable: Monday (1) to Friday (5), school-local times.
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

-- Fee structures: money in integer cents; grades 1 to 12.
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

-- One fee record per student and due date of a structure: generating twice creates nothing twice.
-- Status is computed (paid when paid_on is set, overdue past the due date, else pending).
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

do $$
declare
  t text;
begin
  foreach t in array array['subjects', 'students', 'guardianships', 'classes', 'enrolments',
                           'timetable_entries', 'fee_structures', 'fee_records', 'payments']
  loop
    perform app_make_tenant_table(t::regclass);
  end loop;
end
$$;

-- Role rules, said once. Security definer: they run as the owner, to whom only the school policy
-- applies, so policies that call them never recurse.
create or replace function app_is_guardian_of(p_student uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select exists (select 1 from guardianships
                    where tenant_id = app_tenant_id() and student_id = p_student
                      and parent_user_id = app_user_id())
  $$;

create or replace function app_teaches(p_class uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select exists (select 1 from classes
                    where tenant_id = app_tenant_id() and id = p_class and teacher_id = app_user_id())
  $$;

create or replace function app_teaches_student(p_student uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select exists (select 1 from enrolments e
                     join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
                    where e.tenant_id = app_tenant_id() and e.student_id = p_student
                      and c.teacher_id = app_user_id())
  $$;

create or replace function app_is_student(p_student uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select exists (select 1 from students
                    where tenant_id = app_tenant_id() and id = p_student and user_id = app_user_id())
  $$;

-- Who may read a student's rows: admins, the student's teachers, guardians, the student.
create or replace function app_may_see_student(p_student uuid) returns boolean
  language sql stable
  as $$
    select case app_role()
             when 'admin' then true
             when 'teacher' then app_teaches_student(p_student)
             when 'parent' then app_is_guardian_of(p_student)
             when 'student' then app_is_student(p_student)
             else false
           end
  $$;

create or replace function app_fee_record_student(p_record uuid) returns uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$ select student_id from fee_records where tenant_id = app_tenant_id() and id = p_record $$;

-- Reads (app_is_owner(): see migration 0003; the owner's own work is not a request).
create policy students_read on students as restrictive for select to app_user
  using (app_is_owner() or app_may_see_student(id));
create policy guardianships_read on guardianships as restrictive for select to app_user
  using (app_is_owner() or app_may_see_student(student_id));
create policy enrolments_read on enrolments as restrictive for select to app_user
  using (app_is_owner() or app_may_see_student(student_id) or app_teaches(class_id));
create policy fee_records_read on fee_records as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() in ('parent', 'student') and app_may_see_student(student_id)));
create policy payments_read on payments as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() in ('parent', 'student') and app_may_see_student(app_fee_record_student(fee_record_id))));
create policy fee_structures_read on fee_structures as restrictive for select to app_user
  using (app_is_owner() or app_role() in ('admin', 'parent'));
-- Subjects, classes and the timetable are the school's shared information: every member reads them.

-- Writes: admins only, on every table of this migration.
do $$
declare
  t text;
  command text;
begin
  foreach t in array array['subjects', 'students', 'guardianships', 'classes', 'enrolments',
                           'timetable_entries', 'fee_structures', 'fee_records', 'payments']
  loop
    foreach command in array array['insert', 'update', 'delete']
    loop
      execute format(
        'create policy %I on %I as restrictive for %s to app_user %s (app_is_owner() or app_role() = %L)',
        t || '_admin_' || command, t, command,
        case command when 'insert' then 'with check' else 'using' end, 'admin');
    end loop;
  end loop;
end
$$;

-- Payments are never edited or deleted: a wrong one is reversed by the school's bookkeeping.
revoke update, delete on payments from app_user;

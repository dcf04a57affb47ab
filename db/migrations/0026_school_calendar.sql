-- The school calendar, a second teacher's mark, and late notices as their own setting.

-- Terms, holidays and extra school days (e.g. a Saturday make-up day), each a named range of
-- dates set by the school's admins. With no entries, every weekday is a school day.
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

-- Everyone in the school reads it (teachers mark by it); only admins change it.
create policy school_calendar_admins_insert on school_calendar as restrictive for insert to app_user
  with check (app_is_owner() or app_role() = 'admin');
create policy school_calendar_admins_update on school_calendar as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin');
create policy school_calendar_admins_delete on school_calendar as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin');

-- THE rule of school days: why a date of the current school is not one ('holiday:<name>',
-- 'weekend' or 'out of term'), or null when it is. In order: an extra school day (the most
-- particular entry: a make-up day the school chose) opens it; a holiday closes it; Saturday and
-- Sunday are closed; once any term is set, only term dates are open. Invoker rights: it reads the calendar through the school's own policy.
create or replace function app_school_day_closure(p_date date) returns text
  language sql stable
  as $$
    select case
      when exists (select 1 from school_calendar x
                    where x.tenant_id = app_tenant_id() and x.kind = 'school_day'
                      and p_date between x.starts_on and x.ends_on) then null
      else coalesce(
        (select 'holiday:' || h.name from school_calendar h
          where h.tenant_id = app_tenant_id() and h.kind = 'holiday'
            and p_date between h.starts_on and h.ends_on
          order by h.starts_on, h.name limit 1),
        case
          when extract(isodow from p_date) > 5 then 'weekend'
          when exists (select 1 from school_calendar t
                        where t.tenant_id = app_tenant_id() and t.kind = 'term')
               and not exists (select 1 from school_calendar t
                                where t.tenant_id = app_tenant_id() and t.kind = 'term'
                                  and p_date between t.starts_on and t.ends_on) then 'out of term'
        end)
      end
  $$;

create or replace function app_is_school_day(p_date date) returns boolean
  language sql stable
  as $$ select app_school_day_closure(p_date) is null $$;

-- A teacher's mark that differs from the one already taken that day by someone else. The first
-- mark stands (attendance keeps one row per student and day); this one is kept beside it so both
-- teachers see the conflict and the office can settle it. One per student, day and teacher.
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

-- Admins and the student's teachers read them; a teacher records only their own, for their class.
create policy attendance_conflicts_read on attendance_conflicts as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches_student(student_id)));
create policy attendance_conflicts_insert on attendance_conflicts as restrictive for insert to app_user
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and marked_by = app_user_id() and app_teaches(class_id)
                  and app_teaches_student(student_id)));
create policy attendance_conflicts_update on attendance_conflicts as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin' or marked_by = app_user_id())
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and marked_by = app_user_id() and app_teaches(class_id)
                  and app_teaches_student(student_id)));
create policy attendance_conflicts_delete on attendance_conflicts as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin' or marked_by = app_user_id());

-- Email parents on late marks: its own setting, off by default (absence_notices: absent only).
alter table tenants add column late_notices boolean not null default false;
grant update (late_notices) on tenants to app_user;

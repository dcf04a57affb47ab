-- Role rules, said once, for the policies (70_*-policies.sql) and the views to call: whose rows
-- the caller may read, one question per row. Security definer: they run as the owner, to whom only
-- the school policy applies, so policies that call them never recurse.
-- The read paths of large tables ask the sets of 16_read-sets.sql instead (one set per statement).
-- History: 0005, 0011 (app_has_child_in, the assignment lookups); this file holds their current text.

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

-- The read paths without a lookup per row (issue 9, bench/README.md): the role rules of
-- 15_role-helpers.sql as sets computed once per statement. `x in (select app_…_ids())` is an
-- uncorrelated sublink, planned as a hashed subplan built the first time a row reaches it. A
-- sublink keeps a SQL function from being inlined, so the sets are spelled out in each policy, not
-- hidden in a helper. Same rules as the per-row helpers:
--   app_may_see_student(s)               = admin, or s in app_teacher_student_ids() for a teacher,
--                                          or s in app_family_student_ids()
--   app_has_child_in(c)                  = c in app_family_class_ids()
--   app_teaches(c)                       = c in app_teacher_class_ids()
--   app_teaches(app_assignment_class(a)) = a in app_teacher_assignment_ids()
--
-- The sets are plpgsql, not SQL, functions: plpgsql keeps its query plans for the session, while a
-- SQL function's body (not inlinable: it is security definer) is planned again by every statement
-- that calls it, and the dashboard calls these in a dozen places (measured: half the statement).
-- History: 0017 (families), 0020 and 0029 (teachers); this file holds their current text.

-- Whose student rows a parent or student may read: a parent their wards, a student their own
-- record, nobody else anything (app_may_see_student's parent and student branches).
create or replace function app_family_student_ids() returns setof uuid
  language plpgsql stable security definer set search_path = public, pg_temp
  rows 3
  as $$
  begin
    return query
      select g.student_id from guardianships g
       where app_role() = 'parent' and g.tenant_id = app_tenant_id()
         and g.parent_user_id = app_user_id()
      union all
      select s.id from students s
       where app_role() = 'student' and s.tenant_id = app_tenant_id() and s.user_id = app_user_id();
  end
  $$;

-- The classes where a ward of the caller, or the caller's own student record, is enrolled
-- (app_has_child_in as a set; like it, whatever the caller's role: the policies test the role).
create or replace function app_family_class_ids() returns setof uuid
  language plpgsql stable security definer set search_path = public, pg_temp
  rows 20
  as $$
  begin
    return query
      select e.class_id from enrolments e
       where e.tenant_id = app_tenant_id()
         and e.student_id in (select g.student_id from guardianships g
                               where g.tenant_id = app_tenant_id()
                                 and g.parent_user_id = app_user_id()
                              union all
                              select s.id from students s
                               where s.tenant_id = app_tenant_id() and s.user_id = app_user_id());
  end
  $$;

-- The fee records of app_family_student_ids() (payments are read through their record).
create or replace function app_family_fee_record_ids() returns setof uuid
  language plpgsql stable security definer set search_path = public, pg_temp
  rows 40
  as $$
  begin
    return query
      select fr.id from fee_records fr
       where fr.tenant_id = app_tenant_id()
         and fr.student_id in (select app_family_student_ids());
  end
  $$;

-- The students enrolled in a class the caller teaches.
create or replace function app_teacher_student_ids() returns setof uuid
  language plpgsql stable security definer set search_path = public, pg_temp
  rows 150
  as $$
  begin
    return query
      select distinct e.student_id from enrolments e
        join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
       where e.tenant_id = app_tenant_id() and c.teacher_id = app_user_id();
  end
  $$;

-- The assignments of the classes the caller teaches.
create or replace function app_teacher_assignment_ids() returns setof uuid
  language plpgsql stable security definer set search_path = public, pg_temp
  rows 500
  as $$
  begin
    return query
      select a.id from assignments a
        join classes c on c.tenant_id = a.tenant_id and c.id = a.class_id
       where a.tenant_id = app_tenant_id() and c.teacher_id = app_user_id();
  end
  $$;

-- The classes the caller teaches.
create or replace function app_teacher_class_ids() returns setof uuid
  language plpgsql stable security definer set search_path = public, pg_temp
  rows 10
  as $$
  begin
    return query
      select c.id from classes c
       where c.tenant_id = app_tenant_id() and c.teacher_id = app_user_id();
  end
  $$;

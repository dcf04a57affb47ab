-- The parent dashboard's one statement with its plan kept across requests (issue 9, bench/README.md).
--
-- The server sends each read in one simple-protocol message with the statement that opens the
-- request (one round trip, parameters inlined), so PostgreSQL planned the whole dashboard (about 25
-- subplans) on every request: at district scale planning cost as much as executing. A plpgsql
-- function keeps the plans of its statements for the session (the pooled connection), so the
-- request still sends one message, `<open>; select * from app_parent_dashboard(…)`, and only the
-- first call on a connection plans. The plan is generic from the first call (plan_cache_mode):
-- with the default, plpgsql plans the first five calls afresh and afterwards keeps the generic plan
-- only if its estimated cost is close to theirs, and planning afresh is what this function is here
-- to avoid. Generic costs nothing here: the statement's filters are the caller (app_tenant_id(),
-- app_user_id(), evaluated at run time either way) and the school's today (computed in the
-- statement), not the arguments, so the custom and generic plans are the same index scans
-- (checked with auto_explain on the district set: bench/README.md, "Keeping the plan (0018)").
--
-- Security invoker: the caller's row-level security applies exactly as to the statement sent
-- before (src/server/parent/parent.queries.ts, dashboardQuery); a plan depending on row-level
-- security is replanned if the role changes. The body is the statement kysely built, its parameters
-- now the function's arguments: p_student (null: the first child by name, then roll number), the
-- list limits and the attendance window (src/shared/rules), still given by the server.

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

-- Reads only the rows each card shows (bench/README.md, "Homework card reads"):
--
-- Homework was every submission of the child for the year (about 190 at district scale), each with
-- its assignment looked up, to keep the pending ones and those due from the window's first day on,
-- then the first 5 by due date: about 770 of the dashboard's 1,450 buffers. The two halves of that
-- filter are now two index scans, disjoint by the submission's status, sorted together:
--   pending submissions of the child (submissions_student: tenant, student, status) and their
--   published assignments; and the published assignments due from the window's first day in the
--   family's classes (assignments_class: tenant, class, due date) with the child's submission that
--   is not pending (submissions_pkey: tenant, assignment, student). That submission is a lateral
--   lookup (limit 1, the key being unique) so the plan keeps this order: as a plain join the
--   planner, misled by the row-level security filters' estimates, walked the child's year again.
-- The family's classes (app_family_class_ids(), the set the assignments read policy admits for a
-- parent) and not only the child's enrolments: a child keeps the submissions of a class left, which
-- the policy shows while a brother or sister is still enrolled in it. The subject and the file flag
-- are looked up for the 5 rows kept only (subjects have no read policy of their own and each
-- assignment has its subject, so joining after the limit drops no row).
--
-- The window's bounds come from plpgsql variables: written in the statement (timezone(), date -
-- integer) they are not leakproof, so row-level security kept them out of the index conditions
-- (the attendance counts read the child's whole year, about 190 buffers, to count 30 days).

create function app_parent_dashboard(
  p_student uuid, p_recent integer, p_homework integer, p_fees integer, p_window_back integer
) returns setof app_parent_dashboard_row
  language plpgsql stable security invoker
  set plan_cache_mode = force_generic_plan
  rows 1
  as $$
  declare
    v_today date;
    v_from date;
  begin
    -- The school's today and the window's first day as variables (parameters of the statement):
    -- computed inside the statement they are calls (timezone(), date - integer) that are not
    -- leakproof, so under row-level security they could only filter rows, never bound an index scan.
    select (now() at time zone coalesce(t.time_zone, 'UTC'))::date into v_today
      from tenants t where t.id = app_tenant_id();
    v_from := v_today - p_window_back;
    return query
    with
    school as (
      select t.id as tenant_id, t.school_name, t.office_email, t.office_phone,
             t.payment_instructions, t.time_zone,
             (now() at time zone coalesce(t.time_zone, 'UTC'))::date as today
        from tenants t where t.id = app_tenant_id()),
    kids as (
      select s.tenant_id, s.id, s.full_name, s.roll_number, s.grade_level,
             'Grade ' || s.grade_level || s.section as class_name
        from students s
        join guardianships g on g.tenant_id = s.tenant_id and g.student_id = s.id
                            and g.parent_user_id = app_user_id()
       where s.tenant_id = app_tenant_id()),
    child as (
      select * from kids
       where p_student is null or kids.id = p_student
       order by kids.full_name, kids.roll_number, kids.id limit 1)
    select school.today::text as today, school.time_zone,
      json_build_object('name', school.school_name, 'officeEmail', school.office_email,
        'officePhone', school.office_phone,
        'paymentInstructions', school.payment_instructions) as school,
      (select coalesce(json_agg(json_build_object('id', k.id, 'name', k.full_name,
                'rollNumber', k.roll_number, 'className', k.class_name,
                'gradeLevel', k.grade_level) order by k.full_name, k.roll_number, k.id),
                       '[]'::json) from kids k) as children,
      case when child.id is null then null
           else json_build_object('id', child.id, 'name', child.full_name,
                  'rollNumber', child.roll_number, 'className', child.class_name,
                  'gradeLevel', child.grade_level) end as child,
      (select json_build_object(
                'present', count(*) filter (where a.status = 'present'),
                'absent', count(*) filter (where a.status = 'absent'),
                'late', count(*) filter (where a.status = 'late'))
         from attendance a
        where a.tenant_id = child.tenant_id and a.student_id = child.id
          and a.date between v_from and v_today) as counts,
      (select coalesce(json_agg(json_build_object('date', r.date::text, 'status', r.status)
                                order by r.date desc), '[]'::json)
         from (select a.date, a.status from attendance a
                where a.tenant_id = child.tenant_id and a.student_id = child.id
                  and a.date <= v_today
                order by a.date desc limit p_recent) r) as recent,
      (select count(*)::int from submissions su
         join assignments asg on asg.tenant_id = su.tenant_id and asg.id = su.assignment_id
        where su.tenant_id = child.tenant_id and su.student_id = child.id
          and su.status = 'pending' and asg.status = 'published') as pending,
      (select coalesce(json_agg(su.grade), '[]'::json) from submissions su
        where su.tenant_id = child.tenant_id and su.student_id = child.id
          and su.status = 'graded') as grades,
      (select coalesce(json_agg(json_build_object('id', h.id, 'studentId', h.student_id,
                'title', h.title, 'subject', sb.name, 'dueDate', h.due_date::text,
                'status', h.status, 'description', h.description, 'grade', h.grade,
                'hasFile', exists (select 1 from assignment_files f
                                    where f.tenant_id = h.tenant_id and f.assignment_id = h.id))
                order by h.due_date, h.title, h.id), '[]'::json)
         from (select w.* from (
                 select asg.tenant_id, asg.id, su.student_id, asg.title, asg.subject_id,
                        asg.due_date, su.status, asg.description, su.grade
                   from submissions su
                   join assignments asg on asg.tenant_id = su.tenant_id and asg.id = su.assignment_id
                  where su.tenant_id = child.tenant_id and su.student_id = child.id
                    and su.status = 'pending' and asg.status = 'published'
                 union all
                 select asg.tenant_id, asg.id, su.student_id, asg.title, asg.subject_id,
                        asg.due_date, su.status, asg.description, su.grade
                   from assignments asg
                   cross join lateral (
                     select su.student_id, su.status, su.grade from submissions su
                      where su.tenant_id = asg.tenant_id and su.assignment_id = asg.id
                        and su.student_id = child.id and su.status <> 'pending'
                      limit 1) su
                  where asg.tenant_id = child.tenant_id
                    and asg.class_id in (select app_family_class_ids())
                    and asg.status = 'published' and asg.due_date >= v_from) w
                order by w.due_date, w.title, w.id
                limit p_homework) h
         join subjects sb on sb.tenant_id = h.tenant_id and sb.id = h.subject_id) as homework,
      (select coalesce(sum(fr.amount_cents - coalesce((select sum(p.amount_cents) from payments p
                  where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id), 0)), 0)::int
         from fee_records fr
        where fr.tenant_id = child.tenant_id and fr.student_id = child.id
          and fr.paid_on is null and fr.due_date <= school.today) as due_cents,
      (select coalesce(json_agg(json_build_object('id', f.id, 'type', f.fee_type,
                'amountCents', f.amount_cents, 'paidCents', f.paid_cents,
                'dueDate', f.due_date::text, 'status', f.status, 'paidDate', f.paid_on::text,
                'paymentId', f.payment_id) order by f.due_date, f.fee_type, f.id), '[]'::json)
         from (select fr.id, fr.fee_type, fr.amount_cents, fr.due_date, fr.paid_on,
                      coalesce(pay.paid_cents, 0)::int as paid_cents, pay.payment_id,
                      case when fr.paid_on is not null then 'paid'
                           when fr.due_date < school.today then 'overdue'
                           else 'pending' end as status
                 from fee_records fr
                 left join lateral (
                   select sum(p.amount_cents) as paid_cents,
                          (array_agg(p.id order by p.created_at desc, p.id))[1] as payment_id
                     from payments p
                    where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id) pay on true
                where fr.tenant_id = child.tenant_id and fr.student_id = child.id
                  and (fr.paid_on is null or fr.due_date >= school.today - p_window_back)
                order by fr.due_date, fr.fee_type, fr.id
                limit p_fees) f) as fees,
      (select coalesce(json_agg(json_build_object(
                'id', te.id, 'dayOfWeek', te.day_of_week, 'subject', sb.name,
                'teacher', coalesce(pr.full_name, ''), 'room', coalesce(te.room, c.room),
                'startTime', to_char(te.start_time, 'HH24:MI'),
                'endTime', to_char(te.end_time, 'HH24:MI'))
                order by te.day_of_week, te.start_time, sb.name), '[]'::json)
         from enrolments e
         join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
         join subjects sb on sb.tenant_id = c.tenant_id and sb.id = c.subject_id
         join timetable_entries te on te.tenant_id = c.tenant_id and te.class_id = c.id
         left join profiles pr on pr.tenant_id = c.tenant_id and pr.user_id = c.teacher_id
        where e.tenant_id = child.tenant_id and e.student_id = child.id) as timetable,
      (select coalesce(json_agg(json_build_object(
                'id', t.teacher_id, 'name', t.name, 'role', 'teacher', 'subject', t.subjects,
                'email', t.email, 'phone', t.phone, 'availability', t.availability)
                order by t.name, t.teacher_id), '[]'::json)
         from (select c.teacher_id, pr.full_name as name, pr.email, pr.phone, pr.availability,
                      string_agg(distinct sb.name, ', ') as subjects
                 from enrolments e
                 join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
                 join subjects sb on sb.tenant_id = c.tenant_id and sb.id = c.subject_id
                 join profiles pr on pr.tenant_id = c.tenant_id and pr.user_id = c.teacher_id
                where e.tenant_id = child.tenant_id and e.student_id = child.id
                group by c.teacher_id, pr.full_name, pr.email, pr.phone, pr.availability) t)
        as teachers,
      (select coalesce(json_agg(json_build_object('id', pr.user_id, 'name', pr.full_name,
                'role', 'admin', 'subject', null, 'email', pr.email, 'phone', pr.phone,
                'availability', pr.availability) order by pr.full_name, pr.user_id), '[]'::json)
         from profiles pr
        where pr.tenant_id = school.tenant_id and pr.role = 'admin'
          and pr.status = 'active') as staff
    from school left join child on true;
  end
  $$;

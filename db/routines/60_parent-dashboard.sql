-- The parent dashboard in one statement (GET /api/parent/dashboard): every card of one child.
-- Its history: 0018 (one round trip), 0022 (shared reads), 0027 (homework the parent needs first);
-- this file holds its current text. Its "today" is the school clock (10_school-clock.sql).
--
-- The homework card picks its pieces in this order:
--   0. pending work (not handed in), any due date, earliest first;
--   1. handed-in or graded work due today or later, earliest first;
--   2. handed-in or graded work due in the window before today, latest first (recently graded);
-- and shows the ones picked by ascending due date (then title), as spec 2 says.

create or replace function app_parent_dashboard(
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
    v_today := app_school_today();
    v_from := v_today - p_window_back;
    return query
    with
    school as (
      select t.id as tenant_id, t.school_name, t.office_email, t.office_phone,
             t.payment_instructions, app_school_zone() as time_zone, v_today as today
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
       order by kids.full_name, kids.roll_number, kids.id limit 1),
    pending_work as (
      select asg.tenant_id, asg.id, su.student_id, asg.title, asg.subject_id,
             asg.due_date, su.status, asg.description, su.grade
        from child
        join submissions su on su.tenant_id = child.tenant_id and su.student_id = child.id
        join assignments asg on asg.tenant_id = su.tenant_id and asg.id = su.assignment_id
       where su.status = 'pending' and asg.status = 'published'),
    child_classes as (
      select c.tenant_id, c.id, c.room, c.teacher_id, sb.name as subject,
             pr.user_id as teacher_profile, pr.full_name as teacher_name, pr.email as teacher_email,
             pr.phone as teacher_phone, pr.availability as teacher_availability
        from child
        join enrolments e on e.tenant_id = child.tenant_id and e.student_id = child.id
        join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
        join subjects sb on sb.tenant_id = c.tenant_id and sb.id = c.subject_id
        left join profiles pr on pr.tenant_id = c.tenant_id and pr.user_id = c.teacher_id)
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
      (select count(*)::int from pending_work) as pending,
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
                 select pending_work.*, 0 as pick from pending_work
                 union all
                 select asg.tenant_id, asg.id, su.student_id, asg.title, asg.subject_id,
                        asg.due_date, su.status, asg.description, su.grade,
                        case when asg.due_date >= v_today then 1 else 2 end as pick
                   from assignments asg
                   cross join lateral (
                     select su.student_id, su.status, su.grade from submissions su
                      where su.tenant_id = asg.tenant_id and su.assignment_id = asg.id
                        and su.student_id = child.id and su.status <> 'pending'
                      limit 1) su
                  where asg.tenant_id = child.tenant_id
                    and asg.class_id in (select app_family_class_ids())
                    and asg.status = 'published' and asg.due_date >= v_from) w
                order by w.pick,
                         case when w.pick < 2 then w.due_date end,
                         w.due_date desc, w.title, w.id
                limit p_homework) h
         join subjects sb on sb.tenant_id = h.tenant_id and sb.id = h.subject_id) as homework,
      (select coalesce(sum(app_fee_outstanding_cents(fr.amount_cents, fr.paid_on,
                (select sum(p.amount_cents) from payments p
                  where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id))), 0)::int
         from fee_records fr
        where fr.tenant_id = child.tenant_id and fr.student_id = child.id
          and app_fee_due_now(fr.due_date, fr.paid_on, school.today)) as due_cents,
      (select coalesce(json_agg(json_build_object('id', f.id, 'type', f.fee_type,
                'amountCents', f.amount_cents,
                'outstandingCents', app_fee_outstanding_cents(f.amount_cents, f.paid_on, f.paid_cents),
                'dueDate', f.due_date::text, 'status', f.status, 'paidDate', f.paid_on::text,
                'paymentId', f.payment_id) order by f.due_date, f.fee_type, f.id), '[]'::json)
         from (select fr.id, fr.fee_type, fr.amount_cents, fr.due_date, fr.paid_on,
                      coalesce(pay.paid_cents, 0)::int as paid_cents, pay.payment_id,
                      app_fee_status(fr.due_date, fr.paid_on, school.today) as status
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
                'id', te.id, 'dayOfWeek', te.day_of_week, 'subject', cc.subject,
                'teacher', coalesce(cc.teacher_name, ''), 'room', coalesce(te.room, cc.room),
                'startTime', to_char(te.start_time, 'HH24:MI'),
                'endTime', to_char(te.end_time, 'HH24:MI'))
                order by te.day_of_week, te.start_time, cc.subject), '[]'::json)
         from child_classes cc
         join timetable_entries te on te.tenant_id = cc.tenant_id and te.class_id = cc.id) as timetable,
      (select coalesce(json_agg(json_build_object(
                'id', t.teacher_id, 'name', t.name, 'role', 'teacher', 'subject', t.subjects,
                'email', t.email, 'phone', t.phone, 'availability', t.availability)
                order by t.name, t.teacher_id), '[]'::json)
         from (select cc.teacher_id, cc.teacher_name as name, cc.teacher_email as email,
                      cc.teacher_phone as phone, cc.teacher_availability as availability,
                      string_agg(distinct cc.subject, ', ') as subjects
                 from child_classes cc
                where cc.teacher_profile is not null
                group by cc.teacher_id, cc.teacher_name, cc.teacher_email, cc.teacher_phone,
                         cc.teacher_availability) t)
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


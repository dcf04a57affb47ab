-- The parent dashboard in one statement (GET /api/parent/dashboard): every card of one child.
-- Its history: 0018 (one round trip), 0022 (shared reads), 0027 (homework the parent needs first);
-- this file holds its current text. Its "today" is the school clock (10_school-clock.sql); its
-- children, a child's attendance counts, pending work, amount due, week and teachers, and the
-- homework pick are the rules of 55_parent-rules.sql, which My Children, Schedule and Homework
-- read too.
--
-- The homework card picks its pieces in this order (app_homework_pick):
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
    kids as (select * from app_parent_children()),
    child as (
      select * from kids
       where p_student is null or kids.id = p_student
       order by kids.place limit 1),
    pending_work as (
      select w.* from child cross join lateral app_child_pending_work(child.tenant_id, child.id) w)
    select school.today::text as today, school.time_zone,
      json_build_object('name', school.school_name, 'officeEmail', school.office_email,
        'officePhone', school.office_phone,
        'paymentInstructions', school.payment_instructions) as school,
      (select coalesce(json_agg(json_build_object('id', k.id, 'name', k.full_name,
                'rollNumber', k.roll_number, 'gradeLevel', k.grade_level,
                'section', k.section) order by k.place),
                       '[]'::json) from kids k) as children,
      case when child.id is null then null
           else json_build_object('id', child.id, 'name', child.full_name,
                  'rollNumber', child.roll_number, 'gradeLevel', child.grade_level,
                  'section', child.section) end as child,
      (select c.counts from app_child_attendance_counts(child.tenant_id, child.id, v_from, v_today) c)
        as counts,
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
                 select pending_work.*,
                        app_homework_pick(pending_work.status, pending_work.due_date, v_today)
                          as pick
                   from pending_work
                 union all
                 select asg.tenant_id, asg.id, su.student_id, asg.title, asg.subject_id,
                        asg.due_date, su.status, asg.description, su.grade,
                        app_homework_pick(su.status, asg.due_date, v_today) as pick
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
      (select d.due_cents from app_child_due_cents(child.tenant_id, child.id, school.today) d)
        as due_cents,
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
      week.timetable, week.teachers,
      (select coalesce(json_agg(json_build_object('id', pr.user_id, 'name', pr.full_name,
                'role', 'admin', 'subject', null, 'email', pr.email, 'phone', pr.phone,
                'availability', pr.availability) order by pr.full_name, pr.user_id), '[]'::json)
         from app_school_office() pr) as staff
    from school left join child on true
      left join lateral app_child_timetable_and_teachers(child.tenant_id, child.id) week on true;
  end
  $$;


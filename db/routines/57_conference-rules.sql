-- Conference booking (0039): who sees a session, who may publish one, its slots, the families'
-- cut-off, and a booking's instants in the school's zone. Said once: the policies
-- (75_meeting-policies.sql, 84_conference-policies.sql) and the services (for a clear message)
-- call them.

-- Who sees a session: admins, its teacher, and the families of its classes.
create or replace function app_may_see_conference(p_teacher uuid, p_class_ids uuid[])
  returns boolean
  language sql stable
  as $$
    select case app_role()
             when 'admin' then true
             when 'teacher' then p_teacher = app_user_id()
             when 'parent' then p_class_ids && array(select app_family_class_ids())
             else false
           end
  $$;

-- Who may publish a session: a teacher for their own classes; an admin for any teacher of the
-- school and classes that teacher teaches.
create or replace function app_may_publish_conference(p_teacher uuid, p_class_ids uuid[])
  returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select cardinality(p_class_ids) > 0
       and case app_role()
             when 'admin' then true
             when 'teacher' then p_teacher = app_user_id()
             else false
           end
       and not exists (select 1 from unnest(p_class_ids) c
                        where not exists (select 1 from classes
                                           where tenant_id = app_tenant_id() and id = c
                                             and teacher_id = p_teacher))
  $$;

-- A session the caller may see, read as the owner (for the slot lists below).
create or replace function app_visible_conference(p_session uuid)
  returns setof conference_sessions
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select * from conference_sessions
     where tenant_id = app_tenant_id() and id = p_session
       and app_may_see_conference(teacher_id, class_ids)
  $$;

-- A session's slots, each with whether it is booked (never by whom), for whoever sees it.
create or replace function app_conference_slots(p_session uuid)
  returns table (start_time time, end_time time, booked boolean)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select slot::time, (slot + make_interval(mins => s.slot_minutes))::time,
           exists (select 1 from meetings m
                    where m.tenant_id = s.tenant_id and m.session_id = s.id
                      and m.start_time = slot::time and m.status = 'scheduled')
      from app_visible_conference(p_session) s,
           generate_series(s.session_date + s.start_time,
                           s.session_date + s.end_time - make_interval(mins => s.slot_minutes),
                           make_interval(mins => s.slot_minutes)) slot
     order by 1
  $$;

create or replace function app_conference_slot_ok(p_session uuid, p_start time) returns boolean
  language sql stable
  as $$ select exists (select 1 from app_conference_slots(p_session) where start_time = p_start) $$;

-- Families book, move and cancel until the school's cut-off (Settings) before the slot starts.
create or replace function app_conference_open(p_session uuid, p_start time) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select exists (
      select 1 from conference_sessions s join tenants t on t.id = s.tenant_id
       where s.tenant_id = app_tenant_id() and s.id = p_session
         and now() < app_school_instant(s.session_date, p_start)
                     - make_interval(hours => t.conference_cutoff_hours))
  $$;

-- The caller is a guardian of the student, who is enrolled in one of the session's classes.
create or replace function app_conference_may_book(p_session uuid, p_student uuid)
  returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select app_is_guardian_of(p_student)
       and exists (select 1 from conference_sessions s
                     join enrolments e on e.tenant_id = s.tenant_id and e.class_id = any (s.class_ids)
                    where s.tenant_id = app_tenant_id() and s.id = p_session
                      and e.student_id = p_student)
  $$;

-- A family's booking row, as the policy checks it: a slot of a session open to the child, with the
-- session's teacher, date and place, before the cut-off.
create or replace function app_conference_booking_ok(p_session uuid, p_student uuid,
                                                     p_teacher uuid, p_date date, p_start time,
                                                     p_end time, p_place text)
  returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select p_session is not null
       and app_conference_may_book(p_session, p_student)
       and app_conference_open(p_session, p_start)
       and exists (select 1 from app_conference_slots(p_session) sl
                     join conference_sessions s on s.tenant_id = app_tenant_id() and s.id = p_session
                    where sl.start_time = p_start and sl.end_time = p_end
                      and s.teacher_id = p_teacher and s.session_date = p_date
                      and s.place = p_place)
  $$;

grant execute on function app_conference_slots(uuid),
  app_conference_slot_ok(uuid, time), app_conference_open(uuid, time),
  app_conference_may_book(uuid, uuid), app_may_publish_conference(uuid, uuid[]),
  app_may_see_conference(uuid, uuid[]) to app_user;

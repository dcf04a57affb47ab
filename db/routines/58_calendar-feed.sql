-- Private calendar feeds (0040): opening a feed request by its token's hash, and what a feed holds.
-- The feed functions read as the feed's owner under row-level security (invoker rights), so a feed
-- never holds more than its owner may see; times are instants made here in the school's zone.

-- Opens a feed request: finds the feed whose token has this SHA-256 (the one select app_user may
-- not make: it cannot read token_hash; 85_calendar-feed-policies.sql lets this lookup, and only it,
-- past the school policy), then switches to app_user as the feed's owner, with their school, user
-- and current role. No row: no such feed, or its owner's account is inactive (the route answers
-- 404). Called, like app_open_request, as the transaction's opening statement.
create or replace function app_open_calendar_feed(p_hash text)
  returns table (tenant_id uuid, user_id uuid, role text)
  language plpgsql
  as $$
declare
  v_tenant uuid;
  v_user uuid;
  v_role text;
begin
  perform set_config('app.calendar_feed_hash', p_hash, true);
  select f.tenant_id, f.user_id into v_tenant, v_user
    from calendar_feeds f where f.token_hash = p_hash;
  perform app_request_settings(),
          set_config('app.calendar_feed_hash', '', true),
          set_config('role', 'app_user', true),
          set_config('app.tenant_id', coalesce(v_tenant::text, ''), true),
          set_config('app.user_id', coalesce(v_user::text, ''), true),
          set_config('app.role', '', true);
  if v_tenant is null then
    return;
  end if;
  select p.role into v_role from profiles p
   where p.tenant_id = v_tenant and p.user_id = v_user and p.status = 'active'
     and p.role in ('admin', 'teacher', 'parent');
  if v_role is null then
    perform set_config('app.tenant_id', '', true), set_config('app.user_id', '', true);
    return;
  end if;
  perform set_config('app.role', v_role, true);
  return query select v_tenant, v_user, v_role;
end
$$;

-- The caller's lessons as weekly events, one per timetable entry and term: the first lesson on or
-- after the term's first day, repeated up to the end of its last day, holidays left out (each
-- holiday date of app_school_day_closure on the lesson's weekday). Without any term, a year from
-- this week's Monday. A teacher's classes; a parent's children's classes, naming the children.
create or replace function app_calendar_feed_lessons()
  returns table (uid text, summary text, location text, description text, starts_at timestamptz,
                 ends_at timestamptz, until_at timestamptz, excluded timestamptz[])
  language sql stable
  as $$
    with known_terms as (
      select t.id::text as key, t.starts_on, t.ends_on from school_calendar t
       where t.kind = 'term' and t.ends_on >= app_school_today() - 365
    ),
    terms as (
      select * from known_terms
      union all
      select 'year', app_school_today() - (extract(isodow from app_school_today())::int - 1),
             app_school_today() + 364
       where not exists (select 1 from school_calendar t where t.kind = 'term')
    ),
    mine as (
      select c.id, c.name, c.room,
             case when app_role() = 'parent' then
               (select string_agg(s.full_name, ', ' order by s.full_name)
                  from enrolments en join students s on s.tenant_id = en.tenant_id and s.id = en.student_id
                 where en.class_id = c.id and s.id in (select app_family_student_ids()))
             end as children
        from classes c
       where (app_role() = 'teacher' and c.teacher_id = app_user_id())
          or (app_role() = 'parent' and c.id in (select app_family_class_ids()))
    ),
    lessons as (
      select e.id, m.name, coalesce(e.room, m.room) as room, m.children, e.start_time, e.end_time,
             t.key, t.ends_on,
             t.starts_on + (e.day_of_week - extract(isodow from t.starts_on)::int + 7) % 7 as first_day
        from timetable_entries e join mine m on m.id = e.class_id cross join terms t
    )
    select 'lesson-' || l.id || '-' || l.key || '@school-portal', l.name, l.room, l.children,
           app_school_instant(l.first_day, l.start_time),
           app_school_instant(l.first_day, l.end_time),
           app_school_instant(l.ends_on + 1, time '00:00') - interval '1 second',
           array(select app_school_instant(d::date, l.start_time)
                   from generate_series(l.first_day::timestamp, l.ends_on::timestamp,
                                        interval '7 days') d
                  where app_school_day_closure(d::date) like 'holiday:%'
                  order by 1)
      from lessons l
     where l.first_day <= l.ends_on
     order by 5, 1
  $$;

-- Published homework of the caller's classes (a teacher's) or children's classes (a parent's),
-- due from a year ago on: a day-long event on the due date.
create or replace function app_calendar_feed_homework()
  returns table (uid text, summary text, description text, due_on date)
  language sql stable
  as $$
    select 'homework-' || a.id || '@school-portal', 'Due: ' || a.title || ' (' || c.name || ')',
           a.description, a.due_date
      from assignments a join classes c on c.tenant_id = a.tenant_id and c.id = a.class_id
     where a.status = 'published' and a.due_date >= app_school_today() - 365
       and ((app_role() = 'teacher' and c.teacher_id = app_user_id())
            or (app_role() = 'parent' and a.class_id in (select app_family_class_ids())))
     order by a.due_date, 1
  $$;

-- Meetings (and conference bookings) the caller is in, as their teacher or the guardian invited,
-- cancelled ones included so calendars remove them, under the UID of the .ics their emails carry
-- (conferences/booking-notices.ts). A meeting without an end (one a teacher set) lasts half an hour.
create or replace function app_calendar_feed_meetings()
  returns table (uid text, summary text, location text, description text, starts_at timestamptz,
                 ends_at timestamptz, cancelled boolean)
  language sql stable
  as $$
    select 'meeting-' || m.id || '@school-portal',
           'Meeting about ' || coalesce(s.full_name, 'a student'), m.place, m.note,
           app_school_instant(m.meeting_date, m.start_time),
           app_school_instant(m.meeting_date,
                              coalesce(m.end_time, (m.start_time + interval '30 minutes')::time)),
           m.status = 'cancelled'
      from meetings m
      left join students s on s.tenant_id = m.tenant_id and s.id = m.student_id
     where (m.teacher_id = app_user_id() or m.guardian_user_id = app_user_id())
       and m.meeting_date >= app_school_today() - 365
     order by 5, 1
  $$;

-- The school's events, for everyone of the school: at their times, or all day without a start.
-- An event with a start and no end lasts an hour.
create or replace function app_calendar_feed_school_events()
  returns table (uid text, summary text, location text, day date, starts_at timestamptz,
                 ends_at timestamptz)
  language sql stable
  as $$
    select 'school-event-' || e.id || '@school-portal', e.title, e.place, e.event_date,
           app_school_instant(e.event_date, e.start_time),
           app_school_instant(e.event_date,
                              coalesce(e.end_time, (e.start_time + interval '1 hour')::time))
      from school_events e
     where e.event_date >= app_school_today() - 365
     order by e.event_date, e.start_time nulls first, 1
  $$;

grant execute on function app_calendar_feed_lessons(), app_calendar_feed_homework(),
  app_calendar_feed_meetings(), app_calendar_feed_school_events() to app_user;

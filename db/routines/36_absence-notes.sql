-- Absence notes' rules, each once (0038): which school day and class a note covers, the note that
-- reported a mark, when an absence is excused, what a guardian may report and withdraw, and the
-- marks that contradict a note. The service (src/server/absence-notes/) words their results; the
-- register and every report read app_absence_excused.

-- Whether a note covers a student's day in a class (any class when null), whatever its status: its
-- dates hold the day, and it is for the whole day (no periods) or names a period of that class on
-- that weekday.
create or replace function app_absence_note_covers(p_note uuid, p_date date, p_class uuid)
  returns boolean
  language sql stable
  as $$
    select exists (
      select 1 from absence_notes n
       where n.tenant_id = app_tenant_id() and n.id = p_note
         and p_date between n.from_date and n.to_date
         and (not exists (select 1 from absence_note_periods p
                           where p.tenant_id = n.tenant_id and p.note_id = n.id)
              or exists (select 1 from absence_note_periods p
                           join timetable_entries te
                             on te.tenant_id = p.tenant_id and te.id = p.timetable_entry_id
                          where p.tenant_id = n.tenant_id and p.note_id = n.id
                            and te.day_of_week = extract(isodow from p_date)
                            and (p_class is null or te.class_id = p_class))))
  $$;

-- The note that reported a student's day in a class: one not withdrawn that covers it, an accepted
-- one first, then a pending one, then the newest. Null: the day was not reported.
create or replace function app_absence_note_on(p_student uuid, p_date date, p_class uuid)
  returns uuid
  language sql stable
  as $$
    select n.id from absence_notes n
     where n.tenant_id = app_tenant_id() and n.student_id = p_student
       and n.status <> 'withdrawn' and p_date between n.from_date and n.to_date
       and app_absence_note_covers(n.id, p_date, p_class)
     order by n.status = 'accepted' desc, n.status = 'pending' desc, n.created_at desc
     limit 1
  $$;

-- THE rule of excused absences, used by every report: a mark is an excused absence when it is
-- 'absent' and an accepted note covers that day and class. Any other absence is unexcused.
create or replace function app_absence_excused(p_status text, p_student uuid, p_date date,
                                               p_class uuid)
  returns boolean
  language sql stable
  as $$
    select p_status = 'absent'
           and exists (select 1 from absence_notes n
                        where n.tenant_id = app_tenant_id() and n.student_id = p_student
                          and n.status = 'accepted' and p_date between n.from_date and n.to_date
                          and app_absence_note_covers(n.id, p_date, p_class))
  $$;

-- A mark that contradicts the notes, flagged for the teacher and the office (never changed):
-- 'present_reported' (present on a day a pending or accepted note reported), 'absent_unreported'
-- (absent on a day no note reported); null otherwise.
create or replace function app_absence_mark_mismatch(p_status text, p_note uuid)
  returns text
  language sql stable
  as $$
    select case
             when p_status = 'present' and exists (
               select 1 from absence_notes n
                where n.tenant_id = app_tenant_id() and n.id = p_note
                  and n.status in ('pending', 'accepted')) then 'present_reported'
             when p_status = 'absent' and p_note is null then 'absent_unreported'
           end
  $$;

-- How many days one note may span.
create or replace function app_absence_note_max_days() returns integer
  language sql immutable
  as $$ select 92 $$;

-- Why a guardian may not report this absence, or null: 'student' (not their child), 'past' (the
-- first day is before the school's today), 'order' (the last day before the first), 'too long',
-- 'periods' (a period not in the child's timetable on a day of the range), 'overlap' (a pending or
-- accepted note of the child already covers one of the days). Takes the child's lock so two
-- reports of the same days cannot both pass.
create or replace function app_absence_note_refusal(p_student uuid, p_from date, p_to date,
                                                    p_periods uuid[])
  returns text
  language plpgsql volatile security definer set search_path = public, pg_temp
  as $$
  begin
    if app_role() <> 'parent' or not app_is_guardian_of(p_student) then return 'student'; end if;
    if p_from < app_school_today() then return 'past'; end if;
    if p_to < p_from then return 'order'; end if;
    if p_to - p_from >= app_absence_note_max_days() then return 'too long'; end if;
    if exists (
      select 1 from unnest(p_periods) as chosen(id)
       where not exists (
         select 1 from timetable_entries te
           join enrolments e on e.tenant_id = te.tenant_id and e.class_id = te.class_id
          where te.tenant_id = app_tenant_id() and te.id = chosen.id and e.student_id = p_student
            and exists (select 1 from generate_series(p_from, least(p_to, p_from + 6), '1 day') d
                         where extract(isodow from d) = te.day_of_week))) then
      return 'periods';
    end if;
    perform pg_advisory_xact_lock(hashtext('absence-note/' || p_student::text));
    if exists (select 1 from absence_notes n
                where n.tenant_id = app_tenant_id() and n.student_id = p_student
                  and n.status in ('pending', 'accepted')
                  and n.from_date <= p_to and n.to_date >= p_from) then
      return 'overlap';
    end if;
    return null;
  end
  $$;

-- A guardian withdraws a pending or accepted note until its first day starts.
create or replace function app_absence_note_withdrawable(p_status text, p_from date)
  returns boolean
  language sql stable
  as $$ select p_status in ('pending', 'accepted') and app_school_today() < p_from $$;

-- The register keeps the note that reported each mark (attendance.absence_note_id), whoever writes
-- the mark; a note reported, withdrawn or decided later relinks the marks of its days.
create or replace function app_attendance_link_note() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$
  begin
    new.absence_note_id := app_absence_note_on(new.student_id, new.date, new.class_id);
    return new;
  end
  $$;

drop trigger if exists attendance_link_note on attendance;
create trigger attendance_link_note before insert or update on attendance
  for each row execute function app_attendance_link_note();

create or replace function app_absence_note_relink() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$
  declare
    v_id uuid;
    v_note absence_notes;
  begin
    if tg_table_name = 'absence_notes' then v_id := new.id; else v_id := new.note_id; end if;
    select * into v_note from absence_notes n where n.tenant_id = new.tenant_id and n.id = v_id;
    -- The update's own trigger (app_attendance_link_note) sets each mark's note again.
    update attendance a set absence_note_id = null
     where a.tenant_id = v_note.tenant_id and a.student_id = v_note.student_id
       and a.date between v_note.from_date and v_note.to_date;
    return null;
  end
  $$;

drop trigger if exists absence_notes_relink on absence_notes;
create trigger absence_notes_relink after insert or update of status, from_date, to_date
  on absence_notes for each row execute function app_absence_note_relink();
drop trigger if exists absence_note_periods_relink on absence_note_periods;
create trigger absence_note_periods_relink after insert on absence_note_periods
  for each row execute function app_absence_note_relink();

-- A reported absence never sends the 'your child was absent' email, even when the mark came first:
-- reporting a note (once its periods are in and its days' marks relinked) withdraws the notice
-- emails of the student's absent marks the notes now report (attendance.absence_note_id) within
-- the note's days, in the caller's school, while they wait unsent and untried. The in-portal entry
-- stays. Returns how many were withdrawn. A definer: the outbox is the mail worker's; this only
-- ever deletes those rows.
create or replace function app_absence_notices_withdraw(p_note uuid) returns integer
  language sql volatile security definer set search_path = public, pg_temp
  as $$
    with gone as (
      delete from email_outbox o
       using absence_notes n, attendance a, guardianships g
       where n.tenant_id = app_tenant_id() and n.id = p_note and n.status <> 'withdrawn'
         and a.tenant_id = n.tenant_id and a.student_id = n.student_id
         and a.date between n.from_date and n.to_date
         and a.status = 'absent' and a.absence_note_id is not null
         and g.tenant_id = a.tenant_id and g.student_id = a.student_id
         and o.tenant_id = a.tenant_id
         and o.id = app_absence_notice_key(a.student_id, a.date, g.parent_user_id)
         and o.sent_at is null and o.attempts = 0
      returning 1)
    select count(*)::int from gone
  $$;

grant execute on function app_absence_note_covers(uuid, date, uuid),
  app_absence_note_on(uuid, date, uuid), app_absence_excused(text, uuid, date, uuid),
  app_absence_mark_mismatch(text, uuid), app_absence_note_max_days(),
  app_absence_note_refusal(uuid, date, date, uuid[]), app_absence_note_withdrawable(text, date),
  app_absence_notices_withdraw(uuid)
  to app_user;

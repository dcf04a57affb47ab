-- A teacher or a room is in one class at a time: a trigger on every write of a timetable period
-- (and on a class's change of teacher or room) refuses an overlap on the same day, naming the
-- other class. It takes the school's timetable lock first, so two concurrent writes cannot both
-- pass. The owner's own work (migrations, the seed) is not checked; request paths, which run as
-- app_user, always are.
-- History: 0025; this file holds its current text.

-- Security definer: it sees every period of the caller's school (the school policy still binds
-- it), whatever the caller's role may read.
create or replace function app_timetable_clash(
  p_tenant uuid, p_class uuid, p_teacher uuid, p_day smallint, p_start time, p_end time,
  p_room text)
  returns table (class_name text, reason text, room text, day_of_week smallint, start_time time,
                 end_time time)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select c.name,
           case when c.teacher_id = p_teacher then 'teacher' else 'room' end,
           coalesce(te.room, c.room), te.day_of_week, te.start_time, te.end_time
      from timetable_entries te
      join classes c on c.tenant_id = te.tenant_id and c.id = te.class_id
     where te.tenant_id = p_tenant and p_tenant = app_tenant_id()
       and te.class_id <> p_class and te.day_of_week = p_day
       and te.start_time < p_end and p_start < te.end_time
       and (c.teacher_id = p_teacher
            or lower(btrim(coalesce(te.room, c.room))) = lower(btrim(p_room)))
     order by c.teacher_id = p_teacher desc, te.start_time, c.name
     limit 1
  $$;

-- Raises PA409 with the clash as JSON in the detail (src/server/classes/timetable-clash.ts).
create or replace function app_refuse_timetable_clash(
  p_tenant uuid, p_class uuid, p_teacher uuid, p_day smallint, p_start time, p_end time,
  p_room text)
  returns void
  language plpgsql
  as $$
declare
  clash record;
begin
  -- A new statement, so a new snapshot: what a concurrent writer committed before we got the
  -- school's lock is seen here.
  select * into clash
    from app_timetable_clash(p_tenant, p_class, p_teacher, p_day, p_start, p_end, p_room);
  if found then
    raise exception 'timetable clash with %', clash.class_name
      using errcode = 'PA409',
            detail = json_build_object(
              'className', clash.class_name, 'reason', clash.reason, 'room', clash.room,
              'day', clash.day_of_week, 'startTime', left(clash.start_time::text, 5),
              'endTime', left(clash.end_time::text, 5))::text;
  end if;
end
$$;

create or replace function app_timetable_entry_check() returns trigger
  language plpgsql
  as $$
declare
  v_teacher uuid;
  v_room text;
begin
  if app_is_owner() then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('timetable ' || new.tenant_id::text, 0));
  select c.teacher_id, c.room into v_teacher, v_room
    from classes c where c.tenant_id = new.tenant_id and c.id = new.class_id;
  perform app_refuse_timetable_clash(new.tenant_id, new.class_id, v_teacher, new.day_of_week,
                                     new.start_time, new.end_time, coalesce(new.room, v_room));
  return new;
end
$$;

drop trigger if exists timetable_entries_no_clash on timetable_entries;
create trigger timetable_entries_no_clash
  before insert or update on timetable_entries
  for each row execute function app_timetable_entry_check();

create or replace function app_class_timetable_check() returns trigger
  language plpgsql
  as $$
declare
  entry record;
begin
  if app_is_owner() then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('timetable ' || new.tenant_id::text, 0));
  for entry in
    select te.day_of_week, te.start_time, te.end_time, te.room
      from timetable_entries te where te.tenant_id = new.tenant_id and te.class_id = new.id
  loop
    perform app_refuse_timetable_clash(new.tenant_id, new.id, new.teacher_id, entry.day_of_week,
                                       entry.start_time, entry.end_time,
                                       coalesce(entry.room, new.room));
  end loop;
  return new;
end
$$;

drop trigger if exists classes_timetable_no_clash on classes;
create trigger classes_timetable_no_clash
  after update of teacher_id, room on classes
  for each row
  when (old.teacher_id is distinct from new.teacher_id or old.room is distinct from new.room)
  execute function app_class_timetable_check();

-- The chat views (0015) show a parent or a student no more than the portal's own answers do
-- (src/server/chat/db-query.queries.ts, classFilter; the parent dashboard's contacts, 0022): the
-- classes their children (or they) are enrolled in, those classes' timetable and subjects, and the
-- teachers of those classes. Row-level security leaves classes, subjects, the timetable and the
-- staff's profiles readable by every member of the school (0005: shared information), so through
-- the views a parent could list every teacher's phone and every class. Admins and teachers see
-- what they saw before. Same columns, in the same order: the model's prompt and answers are unchanged.

create or replace view chat_teachers with (security_invoker = true) as
  select p.user_id as id, p.full_name, p.email, p.phone, p.availability, p.status
    from profiles p
   where p.role = 'teacher'
     and (app_role() in ('admin', 'teacher')
          or exists (select 1 from classes c
                      where c.tenant_id = p.tenant_id and c.teacher_id = p.user_id
                        and app_has_child_in(c.id)));

create or replace view chat_subjects with (security_invoker = true) as
  select s.id, s.name
    from subjects s
   where app_role() in ('admin', 'teacher')
      or exists (select 1 from classes c
                  where c.tenant_id = s.tenant_id and c.subject_id = s.id and app_has_child_in(c.id));

create or replace view chat_classes with (security_invoker = true) as
  select c.id, c.name, sub.name as subject, c.teacher_id, p.full_name as teacher_name, c.room,
         c.grade_level, c.schedule
    from classes c
    join subjects sub on sub.tenant_id = c.tenant_id and sub.id = c.subject_id
    left join profiles p on p.tenant_id = c.tenant_id and p.user_id = c.teacher_id
   where app_role() in ('admin', 'teacher') or app_has_child_in(c.id);

create or replace view chat_timetable with (security_invoker = true) as
  select t.class_id, t.day_of_week, t.start_time, t.end_time, coalesce(t.room, c.room) as room
    from timetable_entries t
    join classes c on c.tenant_id = t.tenant_id and c.id = t.class_id
   where app_role() in ('admin', 'teacher') or app_has_child_in(c.id);

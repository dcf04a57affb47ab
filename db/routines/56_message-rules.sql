-- Messages between the school and its families (0032_conversations.sql): who may write to whom,
-- said once. The policies of 78_message-policies.sql call these, and the service asks
-- app_may_message before it writes so it can refuse in words. Security definer, like the role
-- helpers (15_role-helpers.sql): they read as the owner, to whom only the school policy applies.

-- May the caller write to p_recipient about p_student (null: no child named)?
--   admin:   anyone active in the school but themselves (a named child must be of the school);
--   parent:  about their own child, to a teacher of one of that child's classes, or to the school
--            office (17_school-office.sql);
--   teacher: about a student of theirs, to a guardian of that student.
-- Nobody else: a parent never to another parent, a teacher never to a family they do not teach.
create or replace function app_may_message(p_recipient uuid, p_student uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select p_recipient is distinct from app_user_id() and exists (
      select 1 from profiles r
       where r.tenant_id = app_tenant_id() and r.user_id = p_recipient and r.status = 'active'
         and case app_role()
               when 'admin' then p_student is null or exists (
                 select 1 from students s where s.tenant_id = app_tenant_id() and s.id = p_student)
               when 'parent' then app_is_guardian_of(p_student) and (
                 exists (select 1 from app_school_office() o where o.user_id = p_recipient)
                 or (r.role = 'teacher' and exists (
                   select 1 from enrolments e
                     join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
                    where e.tenant_id = app_tenant_id() and e.student_id = p_student
                      and c.teacher_id = p_recipient)))
               when 'teacher' then r.role = 'parent' and app_teaches_student(p_student)
                 and exists (select 1 from guardianships g
                              where g.tenant_id = app_tenant_id() and g.student_id = p_student
                                and g.parent_user_id = p_recipient)
               else false
             end)
  $$;

create or replace function app_is_thread_member(p_thread uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select exists (select 1 from message_thread_members
                    where tenant_id = app_tenant_id() and thread_id = p_thread
                      and user_id = app_user_id())
  $$;

create or replace function app_thread_creator(p_thread uuid) returns uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$ select created_by from message_threads where tenant_id = app_tenant_id() and id = p_thread $$;

create or replace function app_message_thread(p_message uuid) returns uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$ select thread_id from thread_messages where tenant_id = app_tenant_id() and id = p_message $$;

create or replace function app_message_sender(p_message uuid) returns uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$ select sender_id from thread_messages where tenant_id = app_tenant_id() and id = p_message $$;

-- May the caller add a message to the thread? A member may, when another member is someone they
-- may write to about the thread's child, or is the one who started the thread (a person written
-- to may always answer). A teacher who no longer teaches the child cannot go on writing.
create or replace function app_may_post(p_thread uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select app_is_thread_member(p_thread) and exists (
      select 1 from message_thread_members m
        join message_threads t on t.tenant_id = m.tenant_id and t.id = m.thread_id
       where m.tenant_id = app_tenant_id() and m.thread_id = p_thread
         and m.user_id <> app_user_id()
         and (m.user_id = t.created_by or app_may_message(m.user_id, t.student_id)))
  $$;

-- A new message brings the thread back for every member who had hidden it.
create or replace function app_thread_message_unhide() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$
begin
  update message_thread_members set hidden = false
   where tenant_id = new.tenant_id and thread_id = new.thread_id and hidden;
  return null;
end
$$;

drop trigger if exists thread_messages_unhide on thread_messages;
create trigger thread_messages_unhide after insert on thread_messages
  for each row execute function app_thread_message_unhide();

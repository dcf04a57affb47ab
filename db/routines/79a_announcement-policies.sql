-- Announcements (0037): who may post to which audience, who the audience is, and who reads what.
-- A teacher posts to the families of classes they teach; an admin to the whole school, a role, a
-- grade's families or any class's families. Recipients read their own rows (and mark them read);
-- the author and the school's admins read an announcement's recipients (the read counts).

-- The who-may-post rule, once: the insert policy and the service (which asks it for a clear
-- message) call it.
create or replace function app_may_post_announcement(p_audience text, p_class_ids uuid[],
                                                     p_grades smallint[], p_role text)
  returns boolean
  language sql stable
  as $$
    select case app_role()
             when 'admin' then
               case p_audience
                 when 'school' then true
                 when 'role' then p_role in ('teacher', 'parent', 'admin')
                 when 'grades' then cardinality(p_grades) > 0
                 when 'classes' then cardinality(p_class_ids) > 0
                                     and not exists (select 1 from unnest(p_class_ids) c
                                                      where not exists (
                                                        select 1 from classes
                                                         where tenant_id = app_tenant_id() and id = c))
                 else false
               end
             when 'teacher' then
               p_audience = 'classes' and cardinality(p_class_ids) > 0
               and not exists (select 1 from unnest(p_class_ids) c where not app_teaches(c))
             else false
           end
  $$;

-- The people an announcement reaches (the author left out): the guardians of the students enrolled
-- in the classes, or of the active students of the grades; everyone active of a role; everyone
-- active in the school. Security definer: a teacher resolves their classes' families without
-- reading the school's directory. Only for an audience the caller may post to.
create or replace function app_announcement_audience(p_audience text, p_class_ids uuid[],
                                                     p_grades smallint[], p_role text)
  returns setof uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select distinct a.user_id from (
      select g.parent_user_id as user_id
        from enrolments e
        join guardianships g on g.tenant_id = e.tenant_id and g.student_id = e.student_id
       where p_audience = 'classes' and e.tenant_id = app_tenant_id()
         and e.class_id = any (p_class_ids)
      union all
      select g.parent_user_id
        from students s
        join guardianships g on g.tenant_id = s.tenant_id and g.student_id = s.id
       where p_audience = 'grades' and s.tenant_id = app_tenant_id() and s.status = 'active'
         and s.grade_level = any (p_grades)
      union all
      select p.user_id from profiles p
       where p.tenant_id = app_tenant_id() and p.status = 'active'
         and (p_audience = 'school' or (p_audience = 'role' and p.role = p_role))
    ) a
    join profiles p on p.tenant_id = app_tenant_id() and p.user_id = a.user_id and p.status = 'active'
    where a.user_id <> app_user_id()
      and app_may_post_announcement(p_audience, p_class_ids, p_grades, p_role)
  $$;

create or replace function app_announcement_author(p_announcement uuid) returns uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$ select author_id from announcements where tenant_id = app_tenant_id() and id = p_announcement $$;

create or replace function app_is_announcement_recipient(p_announcement uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select exists (select 1 from announcement_recipients
                    where tenant_id = app_tenant_id() and announcement_id = p_announcement
                      and user_id = app_user_id())
  $$;

select app_make_role_policy('announcements', 'announcements_read', 'select',
         $$(select app_is_owner()) or (select app_role()) = 'admin' or author_id = (select app_user_id())
           or app_is_announcement_recipient(id)$$),
       app_make_role_policy('announcements', 'announcements_insert', 'insert', null,
         $$(select app_is_owner()) or (author_id = (select app_user_id())
           and app_may_post_announcement(audience, class_ids, grades, audience_role))$$),
       app_make_role_policy('announcements', 'announcements_delete', 'delete',
         $$(select app_is_owner()) or (select app_role()) = 'admin' or author_id = (select app_user_id())$$);

select app_make_role_policy('announcement_recipients', 'announcement_recipients_read', 'select',
         $$(select app_is_owner()) or (select app_role()) = 'admin' or user_id = (select app_user_id())
           or app_announcement_author(announcement_id) = (select app_user_id())$$),
       app_make_role_policy('announcement_recipients', 'announcement_recipients_insert', 'insert',
         null, $$(select app_is_owner()) or app_announcement_author(announcement_id) = (select app_user_id())$$),
       app_make_role_policy('announcement_recipients', 'announcement_recipients_update', 'update',
         $$(select app_is_owner()) or user_id = (select app_user_id())$$, $$(select app_is_owner()) or user_id = (select app_user_id())$$),
       app_make_role_policy('announcement_recipients', 'announcement_recipients_delete', 'delete',
         $$(select app_is_owner()) or (select app_role()) = 'admin'
           or app_announcement_author(announcement_id) = (select app_user_id())$$);

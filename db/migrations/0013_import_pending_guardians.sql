-- CSV import of parents: a parent who has not joined yet is an invitation, not a user, so the
-- children named in the file wait on the invitation and become guardianships when it is accepted.
-- The phone of an invited teacher or parent waits there too, for their profile.
alter table invitations
  add column phone text check (phone is null or length(phone) <= 40);
-- app_user reads invitations column by column (0010: never the token hash); the phone is readable.
grant select (phone) on invitations to app_user;

create table invitation_children (
  tenant_id uuid not null,
  invitation_id uuid not null,
  student_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, invitation_id, student_id),
  foreign key (tenant_id, invitation_id) references invitations (tenant_id, id) on delete cascade,
  foreign key (tenant_id, student_id) references students (tenant_id, id) on delete cascade
);
create index invitation_children_student on invitation_children (tenant_id, student_id);
select app_make_tenant_table('invitation_children');

-- Only admins read or write the waiting links (like the invitations themselves).
create policy invitation_children_admin on invitation_children as restrictive for all to app_user
  using (app_is_owner() or app_role() = 'admin')
  with check (app_is_owner() or app_role() = 'admin');

-- Accepting the invitation (run by the joining person, who may not write guardianships) turns the
-- waiting links into guardianships in a free slot (a child keeps at most two guardians) and hands
-- the phone to the new profile. Security definer: it runs as the owner, on this school's rows only.
create or replace function app_invitation_accepted() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$
  declare
    v_user uuid;
  begin
    select id into v_user from users where tenant_id = new.tenant_id and email = new.email;
    if v_user is null then
      return new;
    end if;
    insert into guardianships (tenant_id, student_id, parent_user_id, slot)
    select ic.tenant_id, ic.student_id, v_user,
           case when exists (select 1 from guardianships g
                              where g.tenant_id = ic.tenant_id and g.student_id = ic.student_id
                                and g.slot = 1) then 2 else 1 end
      from invitation_children ic
     where ic.tenant_id = new.tenant_id and ic.invitation_id = new.id
       and (select count(*) from guardianships g
             where g.tenant_id = ic.tenant_id and g.student_id = ic.student_id) < 2
    on conflict do nothing;
    delete from invitation_children where tenant_id = new.tenant_id and invitation_id = new.id;
    if new.phone is not null then
      update profiles set phone = new.phone
       where tenant_id = new.tenant_id and user_id = v_user and phone is null;
    end if;
    return new;
  end
  $$;

create trigger invitations_accepted after update of accepted_at on invitations
  for each row when (old.accepted_at is null and new.accepted_at is not null)
  execute function app_invitation_accepted();

-- Accepting the invitation (run by the joining person, who may not write guardianships) turns the
-- waiting links into guardianships in a free slot (a child keeps at most two guardians) and hands
-- the phone to the new profile. Security definer: it runs as the owner, on this school's rows only.
-- History: 0013; this file holds its current text.

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

drop trigger if exists invitations_accepted on invitations;
create trigger invitations_accepted after update of accepted_at on invitations
  for each row when (old.accepted_at is null and new.accepted_at is not null)
  execute function app_invitation_accepted();

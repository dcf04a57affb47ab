-- The school calendar's rule (terms, holidays, extra school days: the school_calendar table, set
-- by the school's admins). The words for a closure are src/shared/rules/school-calendar.ts.
-- History: 0026; this file holds its current text.

-- THE rule of school days: why a date of the current school is not one ('holiday:<name>',
-- 'weekend' or 'out of term'), or null when it is. In order: an extra school day (the most
-- particular entry: a make-up day the school chose) opens it; a holiday closes it; Saturday and
-- Sunday are closed; once any term is set, only term dates are open. Invoker rights: it reads the calendar through the school's own policy.
create or replace function app_school_day_closure(p_date date) returns text
  language sql stable
  as $$
    select case
      when exists (select 1 from school_calendar x
                    where x.tenant_id = app_tenant_id() and x.kind = 'school_day'
                      and p_date between x.starts_on and x.ends_on) then null
      else coalesce(
        (select 'holiday:' || h.name from school_calendar h
          where h.tenant_id = app_tenant_id() and h.kind = 'holiday'
            and p_date between h.starts_on and h.ends_on
          order by h.starts_on, h.name limit 1),
        case
          when extract(isodow from p_date) > 5 then 'weekend'
          when exists (select 1 from school_calendar t
                        where t.tenant_id = app_tenant_id() and t.kind = 'term')
               and not exists (select 1 from school_calendar t
                                where t.tenant_id = app_tenant_id() and t.kind = 'term'
                                  and p_date between t.starts_on and t.ends_on) then 'out of term'
        end)
      end
  $$;

create or replace function app_is_school_day(p_date date) returns boolean
  language sql stable
  as $$ select app_school_day_closure(p_date) is null $$;

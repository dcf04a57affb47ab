-- The school clock: the request's school's time zone, its local date of a moment, and its today.
-- A school without a time zone keeps UTC (the one fallback; SCHOOL_TIME_ZONE_FALLBACK in
-- src/shared/rules/school-clock.ts says the same, and a test holds them together).

-- plpgsql, not sql: a sql function holding a query is never inlined, and is planned again in
-- every statement that calls it; plpgsql keeps the plan for the session (the parent dashboard
-- spent about a tenth of its database time planning this lookup: bench/README.md).
create or replace function app_school_zone() returns text
  language plpgsql stable
  as $$
  begin
    return coalesce((select t.time_zone from tenants t where t.id = app_tenant_id()), 'UTC');
  end $$;

create or replace function app_school_date(p_at timestamptz) returns date
  language sql stable
  as $$ select (p_at at time zone app_school_zone())::date $$;

create or replace function app_school_today() returns date
  language sql stable
  as $$ select app_school_date(now()) $$;

-- The instant a school date and time of day is, in the school's zone (a lesson, a meeting, a slot).
create or replace function app_school_instant(p_date date, p_time time) returns timestamptz
  language sql stable
  as $$ select (p_date + p_time) at time zone app_school_zone() $$;

grant execute on function app_school_zone(), app_school_date(timestamptz), app_school_today(),
  app_school_instant(date, time) to app_user;

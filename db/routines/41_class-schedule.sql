-- The schedule shown on a class's card, computed from its saved timetable in this one place: its
-- periods grouped by time, e.g. 'Mon, Wed 09:00–09:45; Fri 10:00–10:45'; null when nothing is
-- saved. As the caller (RLS).
-- History: 0025; this file holds its current text.
create or replace function app_class_schedule(p_tenant uuid, p_class uuid) returns text
  language sql stable
  as $$
    select string_agg(days || ' ' || slot, '; ' order by first_day, start_time)
      from (select string_agg((array['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])[te.day_of_week], ', '
                              order by te.day_of_week) as days,
                   left(te.start_time::text, 5) || '–' || left(te.end_time::text, 5) as slot,
                   min(te.day_of_week) as first_day, te.start_time
              from timetable_entries te
             where te.tenant_id = p_tenant and te.class_id = p_class
             group by te.start_time, te.end_time) periods
  $$;

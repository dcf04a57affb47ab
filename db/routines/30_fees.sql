-- The fee rules, each once: a record's status, what is still to pay on it, and whether it is due
-- now. "Outstanding" is everything still to pay; "due now" only what fell due on or before the
-- school's today (the dashboard's and the chat's "fees due"). Callers pass the school's today
-- (app_school_today(), 10_school-clock.sql) so a statement reads the clock once.

-- paid once paid in full, overdue when its due date is before today, else pending.
create or replace function app_fee_status(p_due_date date, p_paid_on date, p_today date)
  returns text
  language sql immutable
  as $$ select case when p_paid_on is not null then 'paid'
                    when p_due_date < p_today then 'overdue'
                    else 'pending' end $$;

-- Still to pay: nothing once paid, else the amount less the part payments, never below nothing.
create or replace function app_fee_outstanding_cents(
  p_amount_cents integer, p_paid_on date, p_paid_cents bigint
) returns bigint
  language sql immutable
  as $$ select case when p_paid_on is not null then 0
                    else greatest(0, p_amount_cents - coalesce(p_paid_cents, 0)) end $$;

-- Due now: not paid, and its due date is today or before.
create or replace function app_fee_due_now(p_due_date date, p_paid_on date, p_today date)
  returns boolean
  language sql immutable
  as $$ select p_paid_on is null and p_due_date <= p_today $$;

grant execute on function app_fee_status(date, date, date),
  app_fee_outstanding_cents(integer, date, bigint), app_fee_due_now(date, date, date) to app_user;

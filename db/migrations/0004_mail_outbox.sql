-- Email is delivered from the outbox by a background worker, with retries and backoff.
-- attempts counts sends started; next_attempt_at is when the row may be tried (again).

alter table email_outbox
  add column attempts int not null default 0,
  add column last_error text,
  add column next_attempt_at timestamptz not null default now();

create index email_outbox_pending on email_outbox (tenant_id, next_attempt_at)
  where sent_at is null;

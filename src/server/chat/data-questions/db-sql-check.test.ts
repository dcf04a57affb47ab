import { describe, expect, it } from 'vitest';
import { checkSelect } from './db-sql-check.ts';

describe('checkSelect accepts', () => {
  it.each([
    'select full_name, roll_number from chat_students where grade_level = 10 order by full_name',
    `select s.full_name, c.name, c.subject
       from chat_students s
       join chat_enrolments e on e.student_id = s.id
       join chat_classes c on c.id = e.class_id
      where lower(c.subject) like 'phys%'`,
    `with absences as (
       select student_id, count(*) as n from chat_attendance
        where status = 'absent' and date >= current_date - interval '30 days'
        group by student_id)
     select s.full_name, a.n from absences a join chat_students s on s.id = a.student_id
      order by a.n desc limit 5`,
    `select grade_level, round(avg(amount_cents) / 100.0, 2)::numeric as avg_dollars,
            sum(amount_cents - paid_cents) filter (where status <> 'paid') as due
       from chat_fee_records f join chat_students s on s.id = f.student_id
      group by grade_level having count(*) > 1`,
    `select to_char(date_trunc('month', date), 'YYYY-MM') as month, extract(dow from date) as dow,
            coalesce(reason, '-') as reason, row_number() over (order by date) as n
       from chat_attendance where date between '2026-09-01'::date and now()::date`,
    'select name from chat_classes where id in (select class_id from chat_timetable where day_of_week = 1);',
    'select full_name from chat_teachers union select full_name from chat_students',
    'select 1 -- just a comment',
    'select full_name from chat_students order by full_name using <',
    'select 1 where 10 < all (select grade_level from chat_students)',
    // Within the growth budget: a few joins of text, a product, the default window frame.
    `select full_name || ' (' || roll_number || ')' as student, grade_level * 2 as twice,
            concat(section, '-', status) as s, count(*) over (order by full_name) as n
       from chat_students window w as (partition by grade_level)`,
    "select 123456789012345678901234567890 as big, 1.5e10 as sci, '2026-09-01'::date as d",
  ])('%s', async (query) => {
    const checked = await checkSelect(query);
    expect(checked).toMatchObject({ ok: true });
  });

  it('returns the statement itself, without the semicolon', async () => {
    expect(await checkSelect('  select 1 ;  ')).toEqual({
      ok: true,
      statement: 'select 1',
      views: [],
    });
  });

  it('names the views the statement reads, a CTE of its own not among them', async () => {
    const checked = await checkSelect(
      `with mine as (select class_id from chat_enrolments)
       select c.name from chat_classes c join mine m on m.class_id = c.id
        where exists (select 1 from chat_students s)`,
    );
    expect(checked).toMatchObject({
      views: ['chat_classes', 'chat_enrolments', 'chat_students'],
    });
  });
});

describe('checkSelect refuses', () => {
  it.each([
    ['select 1; delete from chat_students', /exactly one statement, not 2/],
    ['select 1 -- \n; drop table students', /exactly one statement, not 2/],
    ['select * into stolen from chat_students', /INTO/],
    ['select * from chat_students for update', /FOR UPDATE/],
    ['with x as (delete from students returning *) select * from x', /only be a SELECT/],
    [
      "select set_config('app.tenant_id', '00000000-0000-0000-0000-000000000000', false)",
      /set_config/,
    ],
    ["select current_setting('app.tenant_id')", /current_setting/],
    ['select pg_sleep(10)', /pg_sleep/],
    ["select pg_read_file('/etc/passwd')", /pg_read_file/],
    ['select * from users', /users is not one of the views/],
    ['select * from sessions', /sessions is not one of the views/],
    ['select * from pg_catalog.pg_user', /schema/],
    ['select * from information_schema.tables', /schema/],
    ['select * from public.chat_students', /schema/],
    ['select pg_catalog.pg_sleep(1)', /pg_sleep/],
    ['copy chat_students to stdout', /only a SELECT/],
    ['update students set full_name = 1', /only a SELECT/],
    ['select full_name from chat_students union select password_hash from users', /users/],
    ['select * from chat_students where id in (select user_id from profiles)', /profiles/],
    ["select lo_import('/etc/passwd')", /lo_import/],
    ["select * from dblink('x', 'y') as t(a int)", /RangeFunction|dblink/],
    ['select current_user', /value function/],
    ["select 'users'::regclass", /regclass/],
    ['select * from chat_students where full_name = $1', /ParamRef/],
    ['select 1 operator(pg_catalog.+) 1', /operator/],
    ['select * from chat_students order by full_name using @@', /USING @@/],
    ["select 1 where 'x' @@ any (select full_name from chat_students)", /operator @@/],
    ["select lpad('x', 1000000000)", /lpad/],
    ["select full_name from chat_students where full_name @@ 'x'", /operator @@/],
    ['select * from chat_students tablesample system (50)', /RangeTableSample/],
    ['select full_name collate "C" from chat_students', /CollateClause/],
    ['', /empty/],
    ['-- only a comment', /not 0/],
    ['selec 1', /not valid SQL/],
    // A CTE defined inside a subquery does not make the base table of that name readable outside.
    ['select * from users, (with users as (select 1) select * from users) x', /users is not one/],
    // A non-recursive CTE cannot see a later one: the name would mean the real table.
    ['with a as (select * from users), users as (select 1) select * from a', /users is not one/],
    // Bounded work: nothing that runs without end, grows a value or returns sets.
    [
      'with recursive r(n) as (select 1 union all select n + 1 from r) select count(*) from r',
      /WITH RECURSIVE is not allowed/,
    ],
    [
      `with recursive n as (select 1 as i union all select i + 1 from n where i < 5)
       select i from n`,
      /WITH RECURSIVE/,
    ],
    ["select repeat('x', 1000000000)", /repeat\(\) is not allowed/],
    ["select rpad('x', 100000000, 'y')", /rpad/],
    ['select generate_series(1, 1000000000)', /generate_series\(\) is not allowed/],
    ['select count(*) from generate_series(1, 1000000000)', /RangeFunction/],
    ['select unnest(array[1, 2])', /unnest/],
    ["select string_agg(full_name, ',') from chat_students", /string_agg/],
    ['select array_agg(full_name) from chat_students', /array_agg/],
    ["select 1 from chat_students where full_name like '%a%a%a%a%a%a%a%a%a%b'", /wildcards/],
    ['select array(select full_name from chat_students)', /ARRAY\(SELECT …\) is not allowed/],
    ["select replace(full_name, 'a', full_name) from chat_students", /replace/],
    ['select power(10, 100000)', /power/],
    ["select regexp_replace(full_name, '(a*)*b', 'x') from chat_students", /regexp_replace/],
    ["select 1 from chat_students where full_name ~ '(a*)*b'", /operator ~ is not allowed/],
    [
      `with a as (select full_name || full_name || full_name || full_name as x from chat_students),
            b as (select x || x || x || x as y from a), c as (select y || y || y || y as z from b)
       select z from c`,
      /more than 8 times/,
    ],
    [
      'select concat(full_name, full_name, full_name, full_name, full_name, full_name, full_name, full_name, full_name, full_name) from chat_students',
      /more than 8 times/,
    ],
    ['select 1e100000 - 1', /the number 1e100000 is too large/],
    ["select '1e100000'::numeric - 1", /too large/],
    ['select 1234567890123456789012345678901234567890', /too large/],
    [
      'select sum(grade_level) over (order by full_name rows between current row and unbounded following) from chat_students',
      /window frame/,
    ],
    [
      'select count(*) over w from chat_students window w as (rows between 5 preceding and 5 following)',
      /window frame/,
    ],
    [
      `select 1 from ${Array.from({ length: 13 }, (_, i) => `chat_students s${i}`).join(', ')}`,
      /more than 12 views/,
    ],
    [`select ${'1 + '.repeat(1000)}1`, /longer than 4000 characters/],
  ])('%s', async (query, reason) => {
    const checked = await checkSelect(query);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.reason).toMatch(reason);
  });
});

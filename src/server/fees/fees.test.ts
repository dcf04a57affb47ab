import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeDueDates } from '@/shared/rules/fee-schedule.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import { addDays } from '@/shared/rules/dates.ts';
import type { School } from '../seed/school-builder.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { demoDay, demoToday, greenwood, signIn } from '../test/demo.ts';
import { postJsonTo } from '../test/post-json.ts';
import { testBackends } from '../test/test-app.ts';
import { expectBadValuesNamed } from '../test/field-refusals.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { addStudents } from '../test/family-rows.ts';

describe.each(testBackends())('fees API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let admin: Session;
  let studentIds: string[];

  const create = postJsonTo(t, '/api/admin/fee-structures');
  const records = async (query: string) =>
    (await t.call(admin, { url: `/api/admin/fee-records?${query}` })).json();
  /** A one-time fee structure of one grade, made by the admin: the answer's JSON. */
  const oneTimeFee = async (feeType: string, amountCents: number, dueDay: number, grade: string) =>
    (
      await create(admin, {
        feeType,
        amountCents,
        dueDay,
        frequency: 'one-time',
        applicableGrades: [grade],
      })
    ).json();

  beforeAll(async () => {
    school = await t.createSchool({ admins: 1, teachers: 1, parents: 1, students: 0 });
    admin = await t.signInAs(school.admins[0]!);
    // Two students in Grade 1, one in Grade 2, one inactive in Grade 1, one in Grade 5.
    studentIds = await addStudents(t.inspect, school.id, [
      { name: 'Ada One', rollNumber: 'F-1', gradeLevel: 1 },
      { name: 'Ben One', rollNumber: 'F-2', gradeLevel: 1 },
      { name: 'Cy Two', rollNumber: 'F-3', gradeLevel: 2 },
      { name: 'Dee Gone', rollNumber: 'F-4', gradeLevel: 1, status: 'inactive' },
      { name: 'Eve Five', rollNumber: 'F-5', gradeLevel: 5 },
    ]);
  });

  it('creates a fee structure, its records for every active student of its grades, idempotently', async () => {
    const response = await create(admin, {
      feeType: 'Tuition',
      amountCents: 12_050,
      dueDay: 28,
      applicableGrades: ['Grade 2', 'Grade 1'],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const today = demoToday();
    const dates = feeDueDates({ frequency: 'monthly', dueDay: 28, from: today, today });
    expect(body).toMatchObject({
      feeType: 'Tuition',
      amountCents: 12_050,
      frequency: 'monthly',
      dueDay: 28,
      applicableGrades: ['Grade 1', 'Grade 2'],
      status: 'active',
      created: 3 * dates.length,
    });
    const again = await t.call(admin, {
      method: 'POST',
      url: `/api/admin/fee-structures/${body.id}/generate`,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ created: 0 });
    const list = await t.call(admin, { url: '/api/admin/fee-structures' });
    expect(list.json().map((fee: { id: string }) => fee.id)).toContain(body.id);
    const audit = await auditEntries(t.inspect, ['action'], {
      tenantId: school.id,
      subject: body.id,
    });
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['fees.structure_created', 'fees.records_generated']),
    );
  });

  it('validates each field and names it', async () => {
    const good = { feeType: 'Lab', amountCents: 500, dueDay: 5 };
    await expectBadValuesNamed((payload) => create(admin, payload), good, [
      ['feeType', '  '],
      ['amountCents', 12.5],
      ['amountCents', -1],
      ['dueDay', 32],
      ['dueDay', 0],
      ['frequency', 'weekly'],
      ['applicableGrades', ['Grade 13']],
      ['status', 'archived'],
    ]);
    const missing = await create(admin, { feeType: 'Lab', amountCents: 500 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('dueDay');
  });

  it('editing updates only future unpaid records; deactivating stops future ones', async () => {
    const created = await oneTimeFee('Bus', 1_000, 1, 'Grade 5');
    expect(created.created).toBe(1);
    const [future] = (await records(`structureId=${created.id}`)).items;
    // A past record of the same structure and a paid future one, as earlier years would leave.
    await t.inspect
      .insertInto('fee_records')
      .values([
        {
          tenant_id: school.id,
          student_id: studentIds[4]!,
          fee_structure_id: created.id,
          fee_type: 'Bus',
          amount_cents: 1_000,
          due_date: '2001-01-01',
        },
        {
          tenant_id: school.id,
          student_id: studentIds[0]!,
          fee_structure_id: created.id,
          fee_type: 'Bus',
          amount_cents: 1_000,
          due_date: demoDay(40),
          paid_on: demoToday(),
        },
      ])
      .execute();
    const patched = await t.call(admin, {
      method: 'PATCH',
      url: `/api/admin/fee-structures/${created.id}`,
      payload: { amountCents: 1_500, feeType: 'School bus' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ amountCents: 1_500, feeType: 'School bus', updated: 1 });
    const after = (await records(`structureId=${created.id}`)).items as {
      id: string;
      dueDate: string;
      amountCents: number;
      feeType: string;
      status: string;
    }[];
    const byDate = Object.fromEntries(after.map((record) => [record.dueDate, record]));
    expect(byDate['2001-01-01']).toMatchObject({ amountCents: 1_000, status: 'overdue' });
    expect(after.find((record) => record.id === future.id)).toMatchObject({
      amountCents: 1_500,
      feeType: 'School bus',
    });
    expect(after.find((record) => record.status === 'paid')).toMatchObject({ amountCents: 1_000 });

    const deactivated = await t.call(admin, {
      method: 'PATCH',
      url: `/api/admin/fee-structures/${created.id}`,
      payload: { status: 'inactive' },
    });
    expect(deactivated.json()).toMatchObject({ status: 'inactive', removed: 1 });
    const left = (await records(`structureId=${created.id}`)).items;
    expect(left).toHaveLength(2);
    const regenerate = await t.call(admin, {
      method: 'POST',
      url: `/api/admin/fee-structures/${created.id}/generate`,
    });
    expect(regenerate.statusCode).toBe(409);
    const reactivated = await t.call(admin, {
      method: 'PATCH',
      url: `/api/admin/fee-structures/${created.id}`,
      payload: { status: 'active' },
    });
    expect(reactivated.json()).toMatchObject({ status: 'active', created: 1, removed: 0 });
  });

  it('records partial and full payments, marks the record paid, and gives a receipt', async () => {
    const fee = await oneTimeFee('Exam', 10_000, 31, 'Grade 2');
    const [record] = (await records(`structureId=${fee.id}`)).items;
    expect(record).toMatchObject({ status: 'pending', paidCents: 0, studentName: 'Cy Two' });
    const pay = (payload: Record<string, unknown>) =>
      t.call(admin, {
        method: 'POST',
        url: `/api/admin/fee-records/${record.id}/payments`,
        payload,
      });
    const today = demoToday();
    const partial = await pay({ amountCents: 4_000, paidOn: today, method: 'cash' });
    expect(partial.statusCode).toBe(201);
    expect(partial.json().record).toMatchObject({ status: 'pending', paidCents: 4_000 });
    const tooMuch = await pay({ amountCents: 6_001, paidOn: today, method: 'card' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toContain('$60.00');
    const badMethod = await pay({ amountCents: 100, paidOn: today, method: 'bitcoin' });
    expect(badMethod.json().error.message).toContain('method');
    const badDate = await pay({ amountCents: 100, paidOn: '22/11/2026', method: 'cash' });
    expect(badDate.json().error.message).toContain('paidOn');
    const future = await pay({ amountCents: 100, paidOn: addDays(today, 2), method: 'cash' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe('paidOn: The payment date cannot be in the future.');
    const rest = await pay({
      amountCents: 6_000,
      paidOn: today,
      method: 'bank transfer',
      reference: 'TX-42',
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().record).toMatchObject({ status: 'paid', paidOn: today, paidCents: 10_000 });
    const paidOnes = await records(`structureId=${fee.id}&status=paid`);
    expect(paidOnes.items.map((paid: { id: string }) => paid.id)).toEqual([record.id]);
    expect((await pay({ amountCents: 1, paidOn: today, method: 'cash' })).statusCode).toBe(409);

    const paymentId = rest.json().paymentId as string;
    const receipt = await t.call(admin, { url: `/api/admin/payments/${paymentId}/receipt` });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      paymentId,
      receiptNumber: `R-${paymentId.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
      schoolName: school.name,
      studentName: 'Cy Two',
      feeType: 'Exam',
      amountCents: 6_000,
      paidOn: today,
      method: 'bank transfer',
      reference: 'TX-42',
      recordedBy: school.admins[0]!.fullName,
      outstandingCents: 0,
    });
    const [audit] = await auditEntries(t.inspect, ['actor_user_id'], {
      tenantId: school.id,
      action: 'fees.payment_recorded',
      subject: paymentId,
    });
    expect(audit?.actor_user_id).toBe(school.admins[0]!.id);
  });

  it('computes overdue from the due date, filters by status and student, and pages', async () => {
    const fee = await oneTimeFee('Library', 300, 1, 'Grade 1');
    const { items } = await records(`structureId=${fee.id}`);
    expect(items).toHaveLength(2);
    await t.inspect
      .updateTable('fee_records')
      .set({ due_date: demoDay(-1) })
      .where('id', '=', items[0].id)
      .execute();
    const overdue = await records(`structureId=${fee.id}&status=overdue`);
    expect(overdue.items.map((record: { id: string }) => record.id)).toEqual([items[0].id]);
    expect(overdue.items[0].status).toBe('overdue');
    const pending = await records(`structureId=${fee.id}&status=pending`);
    expect(pending.items.map((record: { id: string }) => record.id)).toEqual([items[1].id]);
    const ofStudent = await records(`studentId=${studentIds[2]}`);
    expect(
      ofStudent.items.every((record: { studentId: string }) => record.studentId === studentIds[2]),
    ).toBe(true);

    // One student's records among many: by part of the name or the roll number, with the status.
    const someone = ofStudent.items[0] as { studentName: string; rollNumber: string };
    for (const search of [someone.studentName.slice(-4).toUpperCase(), someone.rollNumber]) {
      const found = await records(`search=${encodeURIComponent(search)}`);
      expect(found.total, search).toBeGreaterThan(0);
      expect(
        found.items.every(
          (record: { studentName: string; rollNumber: string }) =>
            record.studentName.toLowerCase().includes(search.toLowerCase()) ||
            record.rollNumber.toLowerCase().includes(search.toLowerCase()),
        ),
        search,
      ).toBe(true);
    }
    const byRoll = await records(
      `search=${encodeURIComponent(someone.rollNumber)}&status=pending&structureId=${fee.id}`,
    );
    expect(
      byRoll.items.every(
        (record: { status: string; studentId: string }) => record.status === 'pending',
      ),
    ).toBe(true);
    expect((await records('search=%25%25no-such-student%25')).total).toBe(0);
    const tooLong = await t.call(admin, {
      url: `/api/admin/fee-records?search=${'x'.repeat(201)}`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain('Search is at most 200 characters');

    const first = await records('page=1');
    expect(first.pageSize).toBe(25);
    expect(first.total).toBeGreaterThan(25);
    const second = await records('page=2');
    expect(second.page).toBe(2);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const bad = await t.call(admin, { url: '/api/admin/fee-records?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('page');
  });

  it('refuses teachers and parents (403)', async () => {
    for (const person of [school.teachers[0]!, school.parents[0]!]) {
      const session = await t.signInAs(person);
      expect((await t.call(session, { url: '/api/admin/fee-structures' })).statusCode).toBe(403);
      expect((await create(session, { feeType: 'X', amountCents: 1, dueDay: 1 })).statusCode).toBe(
        403,
      );
      expect((await t.call(session, { url: '/api/admin/fee-records' })).statusCode).toBe(403);
    }
  });

  it("another school's admin sees nothing of this school and changes nothing (404)", async () => {
    const fee = (
      await create(admin, {
        feeType: 'Sports',
        amountCents: 700,
        dueDay: 3,
        applicableGrades: ['Grade 1'],
      })
    ).json();
    const [record] = (await records(`structureId=${fee.id}`)).items;
    const paid = await t.call(admin, {
      method: 'POST',
      url: `/api/admin/fee-records/${record.id}/payments`,
      payload: { amountCents: 700, paidOn: demoToday(), method: 'cash' },
    });
    const other = await signIn(t.app, greenwood, 'admin');
    const structures = (await t.call(other, { url: '/api/admin/fee-structures' })).json();
    expect(structures.map((s: { id: string }) => s.id)).not.toContain(fee.id);
    const theirRecords = (
      await t.call(other, { url: `/api/admin/fee-records?structureId=${fee.id}` })
    ).json();
    expect(theirRecords.items).toEqual([]);
    for (const options of [
      { method: 'PATCH', url: `/api/admin/fee-structures/${fee.id}`, payload: { amountCents: 1 } },
      { method: 'DELETE', url: `/api/admin/fee-structures/${fee.id}` },
      { method: 'POST', url: `/api/admin/fee-structures/${fee.id}/generate` },
      {
        method: 'POST',
        url: `/api/admin/fee-records/${record.id}/payments`,
        payload: { amountCents: 1, paidOn: demoToday(), method: 'cash' },
      },
      { method: 'GET', url: `/api/admin/payments/${paid.json().paymentId}/receipt` },
    ] as InjectOptions[]) {
      expect((await t.call(other, options)).statusCode, `${options.method} ${options.url}`).toBe(
        404,
      );
    }
    const still = (await t.call(admin, { url: '/api/admin/fee-structures' })).json();
    expect(still.find((s: { id: string }) => s.id === fee.id)).toMatchObject({ amountCents: 700 });
  });

  it('deletes a structure with its future unpaid records; paid records stay', async () => {
    const fee = await oneTimeFee('Trip', 900, 9, 'Grade 1');
    const { items } = await records(`structureId=${fee.id}`);
    await t.call(admin, {
      method: 'POST',
      url: `/api/admin/fee-records/${items[0].id}/payments`,
      payload: { amountCents: 900, paidOn: demoToday(), method: 'cash' },
    });
    const deleted = await t.call(admin, {
      method: 'DELETE',
      url: `/api/admin/fee-structures/${fee.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    const left = await t.inspect
      .selectFrom('fee_records')
      .select(['id', 'fee_structure_id'])
      .where(
        'id',
        'in',
        items.map((record: { id: string }) => record.id),
      )
      .execute();
    expect(left).toEqual([{ id: items[0].id, fee_structure_id: null }]);
    const again = await t.call(admin, {
      method: 'DELETE',
      url: `/api/admin/fee-structures/${fee.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

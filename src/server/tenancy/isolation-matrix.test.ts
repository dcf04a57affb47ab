import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageContact } from '@/shared/schemas/messages.ts';
import { DEMO_PASSWORD } from '../seed/schools/demo-schools.ts';
import { CLASS_SUBJECTS } from '@/shared/rules/class-subjects.ts';
import { roles } from '@/shared/schemas/auth.ts';
import type { ApiRoute } from '../platform/http/access.ts';
import { STREAMING_ROUTES } from '../platform/live/live.routes.ts';
import { greenwood, riverside, signIn } from '../test/demo.ts';
import { testBackends, type TestApp } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { sampleIds, schoolRows } from '../test/school-rows.ts';
import { readSetFolder, zipSet } from '../test/oneroster-sets.ts';
import { multipartBody } from '../test/pdf-and-multipart.ts';

/** A OneRoster set whose student and teacher carry the other school's ids and email. */
function rosterUpload({ id, userId }: { id: string; userId: string }) {
  const set = readSetFolder();
  set['users.csv'] = set['users.csv']!.replaceAll('604863', id)
    .replaceAll('207270', userId)
    .replace('Kelley.Christian@studentgps.org', 'admin@greenwood.edu');
  set['enrollments.csv'] = set['enrollments.csv']!.replaceAll('604863', id).replaceAll(
    '207270',
    userId,
  );
  set['demographics.csv'] = set['demographics.csv']!.replaceAll('604863', id);
  const body = multipartBody({}, [{ filename: 'set.zip', data: zipSet(set) }]);
  return { payload: body.payload, headers: body.headers };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** What the matrix sends to a route that takes input, aimed at a row of the other school. */
type Input = (target: {
  id: string;
  userId: string;
}) => Pick<InjectOptions, 'query' | 'payload' | 'headers'>;

const identityProviderPayload = {
  display_name: 'Matrix ID',
  issuer_url: 'https://id.riverside.test',
  client_id: 'matrix',
  client_secret: 'matrix-secret',
  allowed_domains: 'riverside.edu',
  enabled: false,
};

/**
 * Every signed-in route that declares params, a query or a body needs an entry here: the test fails
 * for a route that has none, so no new route escapes the matrix. Path params are filled with the
 * other school's ids by the test itself.
 */
const inputs: Record<string, Input> = {
  'GET /api/profiles': ({ userId }) => ({ query: { user_id: userId } }),
  'GET /api/notifications': () => ({ query: { page: '1', pageSize: '100' } }),
  'PUT /api/notifications/preferences': () => ({
    payload: {
      kinds: [{ kind: 'homework', portal: true, email: true, push: true }],
      quietStart: '21:00',
      quietEnd: '07:00',
      digest: true,
      digestAt: '18:00',
      pushContent: false,
    },
  }),
  'POST /api/notifications/push/subscriptions': ({ id }) => ({
    payload: { endpoint: `https://push.example/${id}`, keys: { p256dh: id, auth: id } },
  }),
  'POST /api/notifications/push/unsubscribe': ({ id }) => ({
    payload: { endpoint: `https://push.example/${id}` },
  }),
  'PATCH /api/profile': () => ({
    payload: { full_name: 'Changed By Matrix', theme_preference: 'dark' },
  }),
  'PUT /api/auth/user': () => ({ payload: { password: 'a-long-enough-password' } }),
  'POST /api/auth/password': () => ({
    payload: { current_password: DEMO_PASSWORD, new_password: 'another-long-password' },
  }),
  'GET /api/admin/users': () => ({ query: { search: 'a', pageSize: '100' } }),
  'POST /api/admin/users': () => ({
    payload: { name: 'Matrix Person', email: 'matrix-person@riverside.test', role: 'teacher' },
  }),
  'PATCH /api/admin/users/:id': () => ({ payload: { name: 'Changed By Matrix' } }),
  'POST /api/admin/subjects': () => ({ payload: { name: 'Matrix Subject' } }),
  'PATCH /api/admin/subjects/:id': () => ({ payload: { name: 'Matrix Subject' } }),
  'GET /api/admin/classes': () => ({ query: { search: 'a', page: '1', pageSize: '100' } }),
  'POST /api/admin/classes': ({ userId }) => ({
    payload: {
      className: 'Matrix Class',
      subject: 'Mathematics',
      teacherId: userId,
      room: 'M1',
      schedule: 'Mon 9:00',
    },
  }),
  'PATCH /api/admin/classes/:id': ({ userId }) => ({
    payload: { className: 'Matrix Class', teacherId: userId },
  }),
  'PUT /api/admin/classes/:id/students': ({ id }) => ({ payload: { studentIds: [id] } }),
  'GET /api/admin/student-options': () => ({ query: { q: 'a', page: '1' } }),
  'PUT /api/admin/classes/:id/timetable': () => ({
    payload: { entries: [{ day: 'Monday', startTime: '09:00', endTime: '10:00' }] },
  }),
  'POST /api/admin/fee-structures': () => ({
    payload: { feeType: 'Matrix fee', amountCents: 100, dueDay: 1, applicableGrades: ['Grade 1'] },
  }),
  'PATCH /api/admin/fee-structures/:id': () => ({ payload: { amountCents: 1 } }),
  'GET /api/admin/fee-records': ({ id }) => ({ query: { structureId: id, page: '1' } }),
  'POST /api/admin/fee-records/:id/payments': () => ({
    payload: { amountCents: 1, paidOn: '2026-01-01', method: 'cash' },
  }),
  'PATCH /api/admin/settings': () => ({
    payload: { school_name: 'Changed By Matrix', primary_color: '#123456' },
  }),
  'GET /api/admin/audit': ({ userId }) => ({ query: { actor: userId, page: '1' } }),
  'GET /api/parent/dashboard': ({ id }) => ({ query: { studentId: id } }),
  'GET /api/parent/homework': ({ id }) => ({ query: { studentId: id } }),
  // CSV import: a parent linked to the target's id as a roll number, an email of the other school.
  'GET /api/admin/imports/template': () => ({ query: { kind: 'students' } }),
  'POST /api/admin/imports/dry-run': ({ id }) => ({
    query: { kind: 'parents' },
    payload: {
      csv: `full_name,email,child_roll_numbers\nMatrix Parent,parent@greenwood.edu,${id}\n`,
    },
  }),
  'POST /api/admin/imports': () => ({
    query: { kind: 'teachers' },
    payload: { csv: 'full_name,email\nMatrix Import,matrix-import@riverside.test\n' },
  }),
  // OneRoster: a set naming the other school's ids as sourcedIds and its admin's email.
  'POST /api/admin/oneroster/dry-run': rosterUpload,
  'POST /api/admin/oneroster/import': rosterUpload,
  'GET /api/admin/students': () => ({ query: { search: 'a', grade: '10', sort: 'grade' } }),
  'PATCH /api/admin/students/:id': () => ({
    payload: {
      name: 'Changed By Matrix',
      rollNumber: 'MATRIX-1',
      gradeLevel: 1,
      section: 'A',
      email: '',
      phone: '',
      status: 'inactive',
    },
  }),
  'POST /api/admin/students/:id/guardians': ({ userId }) => ({ payload: { parentId: userId } }),
  'GET /api/admin/teachers': () => ({ query: { search: 'a', sort: 'lastLogin', order: 'desc' } }),
  'GET /api/admin/parents': () => ({ query: { search: 'a', sort: 'email' } }),
  'PATCH /api/admin/teachers/:id': () => ({
    payload: {
      name: 'Changed By Matrix',
      email: 'matrix@riverside.test',
      phone: '',
      status: 'inactive',
    },
  }),
  'PATCH /api/admin/parents/:id': () => ({
    payload: {
      name: 'Changed By Matrix',
      email: 'matrix@riverside.test',
      phone: '',
      status: 'inactive',
    },
  }),
  'POST /api/admin/parents/:id/children': ({ id }) => ({ payload: { studentId: id } }),
  'GET /api/teacher/classes/:classId/attendance': () => ({ query: { date: '2026-01-05' } }),
  'PUT /api/teacher/classes/:classId/attendance/:date': ({ id }) => ({
    payload: { marks: [{ studentId: id, status: 'absent', reason: 'Matrix' }] },
  }),
  'GET /api/teacher/reports/attendance': ({ id }) => ({
    query: { classId: id, from: '2026-01-01', to: '2026-12-31' },
  }),
  'GET /api/teacher/reports/attendance.csv': ({ id }) => ({ query: { classId: id } }),
  'GET /api/teacher/reports/unmarked-today': () => ({ query: { date: '2026-01-05' } }),
  'POST /api/admin/school-calendar': () => ({
    payload: { kind: 'holiday', name: 'Matrix holiday', startsOn: '2026-01-05' },
  }),
  'POST /api/admin/school-events': () => ({
    payload: { title: 'Matrix event', date: '2026-01-05', startTime: '09:00', place: 'Matrix' },
  }),
  'PUT /api/admin/school-events/:id': () => ({
    payload: { title: 'Matrix event', date: '2026-01-05' },
  }),
  'POST /api/teacher/assignments': ({ id }) => ({
    payload: {
      title: 'Matrix',
      dueDate: '2099-01-01',
      subjectId: id,
      classId: id,
      status: 'published',
    },
  }),
  'PUT /api/teacher/assignments/:id': ({ id }) => ({
    payload: { title: 'Matrix', dueDate: '2099-01-01', subjectId: id, classId: id },
  }),
  'POST /api/teacher/submissions/:assignmentId/:studentId/grade': () => ({
    payload: { grade: 'A', comment: 'Matrix' },
  }),
  'POST /api/teacher/meetings': ({ id, userId }) => ({
    payload: {
      studentId: id,
      guardianUserId: userId,
      date: '2099-01-01',
      time: '09:00',
      place: 'Matrix',
    },
  }),
  // Messages: the other school's people and children as recipients and subject, its threads' ids.
  'GET /api/messages': () => ({ query: { view: 'hidden', page: '1', pageSize: '100' } }),
  'GET /api/messages/contacts': () => ({ query: { q: 'a' } }),
  'POST /api/messages': ({ id, userId }) => ({
    payload: { recipients: [userId, 'office'], studentId: id, subject: 'Matrix', body: 'Matrix' },
  }),
  'POST /api/messages/:id/replies': () => ({ payload: { body: 'Matrix' } }),
  'PUT /api/messages/:id/hidden': () => ({ payload: { hidden: true } }),
  'GET /api/announcements': () => ({ query: { page: '1', pageSize: '20' } }),
  'GET /api/announcements/sent': () => ({ query: { page: '1' } }),
  // The other school's class as the audience: refused (403), nothing written or emailed there.
  'POST /api/announcements': ({ id }) => ({
    payload: { title: 'Matrix', body: 'Matrix', audience: 'classes', classIds: [id] },
  }),
  // The other school's teacher and classes, children and bookings: refused, nothing written.
  'POST /api/conferences': ({ id, userId }) => ({
    payload: {
      teacherId: userId,
      title: 'Matrix',
      date: '2099-01-01',
      startTime: '16:00',
      endTime: '17:00',
      slotMinutes: 15,
      place: 'Matrix',
      classIds: [id],
    },
  }),
  'POST /api/parent/conferences/:id/bookings': ({ id }) => ({
    payload: { studentId: id, startTime: '16:00' },
  }),
  'POST /api/parent/conference-bookings/:id/move': () => ({ payload: { startTime: '16:15' } }),
  // Aimed at the other school: its id as tenantId must be refused (403), nothing written there.
  'POST /functions/v1/rag-ingest': ({ id }) => ({
    payload: { tenantId: id, title: 'Matrix document', content: 'Written by the matrix.' },
  }),
  'POST /functions/v1/rag-answer': ({ id }) => ({ payload: { query: id } }),
  // The other school's id as the conversation to add to: refused (404), nothing written there.
  'POST /api/chat': ({ id }) => ({
    payload: { messages: [{ role: 'user', content: id }], provider: 'rag', conversationId: id },
  }),
  'POST /functions/v1/db-query': () => ({ payload: { question: 'Which fees are due?' } }),
  // Passkeys and the second factor (issue 22): the other school's ids as the challenge, the user
  // to reset; the policy is set off (on, the matrix's own admin could not sign in again).
  'POST /api/auth/passkeys': ({ id }) => ({
    payload: {
      challenge_id: id,
      name: 'Matrix key',
      credential: { id, rawId: id, type: 'public-key', response: {} },
    },
  }),
  'POST /api/auth/totp/confirm': () => ({ payload: { code: '123456' } }),
  'POST /api/admin/second-factor/reset': ({ userId }) => ({ payload: { user_id: userId } }),
  'PUT /api/admin/second-factor/policy': () => ({
    payload: { require_admin_second_factor: false },
  }),
  // Password sign-in stays on for every role (the matrix signs in with passwords).
  'PUT /api/admin/sign-in-methods/password': () => ({ payload: { password_sign_in_off: [] } }),
  'POST /api/admin/identity-providers': () => ({ payload: identityProviderPayload }),
  'PUT /api/admin/identity-providers/:id': () => ({ payload: identityProviderPayload }),
  // Absence notes: the other school's child and timetable period, its notes' ids (path).
  'POST /api/parent/absence-notes': ({ id }) => ({
    payload: { studentId: id, from: '2099-01-01', periodIds: [id], reason: 'illness' },
  }),
  'GET /api/admin/absence-notes': () => ({ query: { status: 'pending' } }),
  'POST /api/admin/absence-notes/:id/decision': () => ({ payload: { decision: 'accepted' } }),
  'GET /api/teacher/classes/:classId/absence-notes': () => ({ query: { date: '2099-01-01' } }),
  'GET /api/teacher/classes/:classId/absence-summary': () => ({
    query: { from: '2000-01-01', to: '2099-01-01' },
  }),
  'GET /api/parent/absence-notes/summary': () => ({
    query: { from: '2000-01-01', to: '2099-01-01' },
  }),
  'GET /api/admin/absence-summary': () => ({ query: { from: '2000-01-01', to: '2099-01-01' } }),
};

const key = (route: ApiRoute) => `${route.method} ${route.url}`;

/** Routes after which the caller needs a new session (and maybe their password back). */
const ENDS_OR_CHANGES_SESSION = new Set([
  'POST /api/auth/sign-out',
  'POST /api/auth/password',
  'PUT /api/auth/user',
]);

describe.each(testBackends())('isolation matrix on %s', (kind) => {
  const t = useTestApp(kind);

  const signedInRoutes = () => t.app.apiRoutes.filter((route) => route.access !== 'public');

  beforeAll(async () => {
    // A Greenwood conversation, so the matrix aims at message ids too (the demo has none).
    const parent = await signIn(t.app, greenwood, 'parent');
    const { contacts } = await t.okJson<{ contacts: MessageContact[] }>(
      parent,
      '/api/messages/contacts',
    );
    const teacher = contacts.find((contact) => contact.role === 'teacher')!;
    const started = await t.call(parent, {
      method: 'POST',
      url: '/api/messages',
      payload: {
        recipients: [teacher.id],
        studentId: teacher.studentId,
        subject: 'Greenwood matrix conversation',
        body: 'Greenwood private words',
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    // A Greenwood absence note, so the matrix aims at note ids too.
    const { children, today } = await t.okJson<{
      children: { studentId: string }[];
      today: string;
    }>(parent, '/api/parent/absence-notes/children');
    const note = await t.call(parent, {
      method: 'POST',
      url: '/api/parent/absence-notes',
      payload: { studentId: children[0]!.studentId, from: today, reason: 'illness' },
    });
    expect(note.statusCode, note.body).toBe(201);
  });

  it('knows how to call every signed-in route that takes input', () => {
    expect(signedInRoutes().length).toBeGreaterThan(0);
    for (const route of signedInRoutes()) {
      const needsInput = route.inputs.some((input) => input !== 'params');
      if (needsInput) expect(inputs[key(route)], `add ${key(route)} to the matrix`).toBeDefined();
    }
  });

  it.each(roles)(
    'a %s of Riverside gets nothing of Greenwood from any signed-in route, and changes nothing of it',
    async (role) => {
      const before = await schoolRows(t.database.db, greenwood.id);
      // Words both schools use (subject names, 'Grade 10A', a shared name), or the spec's own lists
      // (the 12 default class subjects), are no one school's secret.
      const shared = new Set<string>([
        ...(await schoolRows(t.database.db, riverside.id)).values,
        ...CLASS_SUBJECTS,
      ]);
      const identifying = [...before.values].filter((value) => !shared.has(value));
      // Ids are most of the values: found by shape in an answer and looked up, not searched one by
      // one; the other values (names, emails, titles …) are searched for.
      const identifyingIds = new Set(identifying.filter((value) => UUID.test(value)));
      const identifyingTexts = identifying.filter((value) => !UUID.test(value));
      const leaked = (seen: string) => [
        ...[...seen.matchAll(UUID_IN_TEXT)]
          .map((match) => match[0].toLowerCase())
          .filter((id) => identifyingIds.has(id)),
        ...identifyingTexts.filter((value) => seen.includes(value)),
      ];
      const targets = sampleIds(greenwood.id, before.idsByTable);
      const userIds = greenwood.accounts.map((account) => account.id);
      expect(targets.length).toBeGreaterThan(0);

      let session = await signIn(t.app, riverside, role);
      for (const route of signedInRoutes()) {
        const paramIds = route.url.includes(':') ? targets : [targets[0]!];
        for (const [index, id] of paramIds.entries()) {
          const url = route.url.replace(/:\w+/g, id);
          const input = inputs[key(route)]?.({ id, userId: userIds[index % userIds.length]! });
          // A stream that stays open (live updates) is read up to its first chunk, then hung up.
          const streaming = STREAMING_ROUTES.has(key(route));
          const response = await t.call(session, {
            method: route.method as InjectOptions['method'],
            url,
            ...input,
            ...(streaming ? { payloadAsStream: true } : {}),
          });
          const label = `${route.method} ${url} as a Riverside ${role}`;
          expect(response.statusCode, label).toBeLessThan(500);
          const body = streaming ? await firstChunk(response) : response.body;
          const seen = `${body}\n${String(response.headers.location ?? '')}`;
          expect(leaked(seen), `${label} answered these of Greenwood`).toEqual([]);
          if (ENDS_OR_CHANGES_SESSION.has(key(route))) {
            await resetRiversideAccount(t, role);
            session = await signIn(t.app, riverside, role);
          }
        }
      }

      const after = await schoolRows(t.database.db, greenwood.id);
      for (const [table, content] of Object.entries(before.rows)) {
        expect(after.rows[table], `a Riverside ${role} changed Greenwood's ${table}`).toBe(content);
      }
    },
    // Every route, several ids each, as one role: seconds, more on a loaded 2-core machine.
    120_000,
  );
});

async function firstChunk(response: LightMyRequestResponse): Promise<string> {
  for await (const chunk of response.stream()) return String(chunk);
  return '';
}

/** Routes of the matrix may change the caller's own password; put it back for the next call. */
async function resetRiversideAccount(t: TestApp, role: string) {
  const attempt = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: {
      tenant_id: riverside.id,
      email: `${role}@riverside.edu`,
      password: 'another-long-password',
    },
  });
  if (attempt.statusCode !== 200) return;
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: { authorization: `Bearer ${attempt.json().access_token}` },
    payload: { current_password: 'another-long-password', new_password: DEMO_PASSWORD },
  });
}

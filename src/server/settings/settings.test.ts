import type { InjectOptions } from 'fastify';
import { crc32 } from 'node:zlib';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import { claimingSize } from '../chat/images/image-fixtures.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { multipartBody } from '../test/pdf-and-multipart.ts';
import { statsQuery } from '../accounts/accounts.queries.ts';
import { asOwnerOf } from '../test/as-owner.ts';
import { greenwood, signIn } from '../test/demo.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { schoolToday } from '@/shared/rules/school-clock.ts';
import { DEMO_TIME_ZONE } from '../seed/schools/demo-schools.ts';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The PNG with a text chunk before its end, and bytes after its end. */
function withExtras(png: Buffer, text: string, trailing: string): Buffer {
  const iend = png.length - 12;
  return Buffer.concat([
    png.subarray(0, iend),
    pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    png.subarray(iend),
    Buffer.from(trailing),
  ]);
}

const pixelsOf = (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer();

const EVIL_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <rect width="10" height="10" fill="#0d9488" onclick="steal()"/>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <a xlink:href="javascript:alert(3)"><text x="1" y="8">GW</text></a>
</svg>`;

describe.each(testBackends())('school settings API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let other: School;
  let admin: Session;
  let otherAdmin: Session;

  const upload = (session: Session, filename: string, data: Buffer | string, type?: string) => {
    const body = multipartBody({}, [{ filename, data, type }]);
    return t.call(session, {
      method: 'POST',
      url: '/api/admin/settings/logo',
      headers: body.headers,
      payload: body.payload,
    });
  };

  const validSettings = {
    school_name: 'Hillside School',
    primary_color: '#0d9488',
    secondary_color: 'f59e0b',
    theme_mode: 'dark',
    time_zone: 'Europe/London',
    office_email: 'Office@Hillside.test',
    office_phone: '+44 20 7946 0000',
    absence_notices: true,
    late_notices: true,
    payment_instructions: 'Pay by bank transfer to Hillside School, sort code 00-00-00.',
    conference_cutoff_hours: 48,
  };

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 1, parents: 1 });
    other = await t.createSchool({ teachers: 1 });
    admin = await t.signInAs(school.admins[0]!);
    otherAdmin = await t.signInAs(other.admins[0]!);
  });

  it('reads the settings, code included', async () => {
    const response = await t.call(admin, { url: '/api/admin/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      school_code: school.code,
      school_name: school.name,
      absence_notices: false,
      late_notices: false,
      time_zone: DEMO_TIME_ZONE,
    });
  });

  it('saves every field, audited, and the school code lookup shows the new branding', async () => {
    const response = await t.call(admin, {
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: validSettings,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...validSettings,
      school_code: school.code,
      office_email: 'office@hillside.test',
      logo_url: null,
    });
    const lookup = await t.app.inject({ url: `/api/tenants/${school.code.toLowerCase()}` });
    expect(lookup.json()).toMatchObject({
      school_name: 'Hillside School',
      primary_color: '#0d9488',
      secondary_color: 'f59e0b',
      theme_mode: 'dark',
    });
    const audit = await auditEntries(t.inspect, ['actor_user_id', 'details'], {
      tenantId: school.id,
      action: 'settings.updated',
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_user_id).toBe(school.admins[0]!.id);
    expect((audit[0]!.details as { fields: string[] }).fields).toContain('school_name');

    // Blank optional fields mean none; a partial change leaves the rest.
    const cleared = await t.call(admin, {
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { time_zone: '', office_phone: '  ' },
    });
    expect(cleared.json()).toMatchObject({
      time_zone: null,
      office_phone: null,
      school_name: 'Hillside School',
    });
  });

  it('refuses bad input with the field at fault, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ school_name: '   ' }, 'school_name'],
      [{ primary_color: 'pink' }, 'primary_color'],
      [{ secondary_color: '#12345' }, 'secondary_color'],
      [{ theme_mode: 'sepia' }, 'theme_mode'],
      [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
      [{ office_email: 'not-an-email' }, 'office_email'],
      [{ payment_instructions: 'x'.repeat(2001) }, 'payment_instructions'],
      [{ absence_notices: 'yes' }, 'absence_notices'],
      [{ late_notices: 'no' }, 'late_notices'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.call(admin, {
        method: 'PATCH',
        url: '/api/admin/settings',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details[0].path).toBe(field);
    }
    const after = await t.call(admin, { url: '/api/admin/settings' });
    expect(after.json().school_name).toBe('Hillside School');
  });

  it('is for admins only: teachers and parents get 403, no session 401', async () => {
    for (const person of [school.teachers[0]!, school.parents[0]!]) {
      const session = await t.signInAs(person);
      for (const options of [
        { url: '/api/admin/settings' },
        { method: 'PATCH', url: '/api/admin/settings', payload: { school_name: 'Mine' } },
        { method: 'DELETE', url: '/api/admin/settings/logo' },
        { url: '/api/admin/audit' },
      ] as InjectOptions[]) {
        expect((await t.call(session, options)).statusCode, `${person.role} ${options.url}`).toBe(
          403,
        );
      }
      expect((await upload(session, 'logo.png', PNG)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/settings' })).statusCode).toBe(401);
  });

  it('one school never reads or changes another: each admin sees and edits their own', async () => {
    const mine = await t.call(otherAdmin, { url: '/api/admin/settings' });
    expect(mine.json().school_code).toBe(other.code);
    await t.call(otherAdmin, {
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { school_name: 'Other Renamed' },
    });
    expect((await t.call(admin, { url: '/api/admin/settings' })).json().school_name).toBe(
      'Hillside School',
    );
    const audit = await t.call(admin, { url: '/api/admin/audit' });
    expect(audit.body).not.toContain('Other Renamed');
    expect(audit.body).not.toContain(other.admins[0]!.id);
  });

  describe('logo', () => {
    it('stores a PNG, points logo_url at it and serves it publicly with caching headers', async () => {
      const response = await upload(admin, 'crest.png', PNG, 'image/png');
      expect(response.statusCode, response.body).toBe(200);
      const logoUrl: string = response.json().logo_url;
      expect(logoUrl).toMatch(new RegExp(`^/api/logos/${school.id}/[0-9a-f]{64}$`));
      const lookup = await t.app.inject({ url: `/api/tenants/${school.code}` });
      expect(lookup.json().logo_url).toBe(logoUrl);

      const served = await t.app.inject({ url: logoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=');
      expect(served.headers.etag).toBeTruthy();
      // Written anew by the server: a PNG of the same pixels.
      expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(PNG));
      const again = await t.app.inject({
        url: logoUrl,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('judges the type by content: a text file named .png is refused', async () => {
      const response = await upload(
        admin,
        'logo.png',
        'just some text, not a picture',
        'image/png',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0]).toEqual({
        path: 'file',
        message: 'Choose a PNG, JPEG, WebP or SVG image for the logo.',
      });
      const gif = await upload(admin, 'logo.png', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'));
      expect(gif.statusCode).toBe(400);
    });

    it('refuses a file over 1 MB with a clear message', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
      const response = await upload(admin, 'big.png', big, 'image/png');
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe(
        'The logo is larger than 1 MB. Choose a smaller image.',
      );
    });

    it('refuses a logo over 2048 pixels on a side with the size in words; takes 2048 × 2048', async () => {
      for (const [width, height] of [
        [20_000, 20_000],
        [2049, 10],
      ] as const) {
        const response = await upload(admin, 'huge.png', claimingSize(PNG, width, height));
        expect(response.statusCode).toBe(400);
        const message = `The logo is ${width}×${height} pixels: at most 2048×2048 are accepted. Choose a smaller image.`;
        expect(response.json().error).toMatchObject({
          message,
          details: [{ path: 'file', message }],
        });
      }
      const side = await sharp({
        create: { width: 2048, height: 2048, channels: 3, background: '#0d9488' },
      })
        .png()
        .toBuffer();
      const accepted = await upload(admin, 'square.png', side);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const damaged = await upload(admin, 'cut.png', PNG.subarray(0, 40));
      expect(damaged.statusCode).toBe(400);
      expect(damaged.json().error.message).toMatch(/could not be read: it may be damaged/);
    });

    it('keeps nothing of a raster logo but its pixels: no text chunks, no bytes after the image', async () => {
      const stuffed = withExtras(PNG, 'tracking-id-1234', '<script>alert(1)</script>');
      const response = await upload(admin, 'stuffed.png', stuffed, 'image/png');
      expect(response.statusCode, response.body).toBe(200);
      const served = await t.app.inject({ url: response.json().logo_url });
      expect(served.headers['content-type']).toBe('image/png');
      const bytes = served.rawPayload;
      expect(bytes.includes('tracking-id-1234')).toBe(false);
      expect(bytes.includes('<script>')).toBe(false);
      expect(bytes.subarray(-8, -4).toString('latin1')).toBe('IEND');
      expect(await pixelsOf(bytes)).toEqual(await pixelsOf(PNG));
      const jpeg = await sharp({
        create: { width: 40, height: 20, channels: 3, background: '#1e3a8a' },
      })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-note' } } })
        .toBuffer();
      expect(jpeg.includes('secret-exif-note')).toBe(true);
      const photo = await upload(admin, 'photo.jpg', jpeg);
      expect(photo.statusCode, photo.body).toBe(200);
      const servedJpeg = await t.app.inject({ url: photo.json().logo_url });
      expect(servedJpeg.headers['content-type']).toBe('image/jpeg');
      expect(servedJpeg.rawPayload.includes('secret-exif-note')).toBe(false);
      expect(await sharp(servedJpeg.rawPayload).metadata()).toMatchObject({
        width: 40,
        height: 20,
      });
    });

    it('refuses a request without a file, and an SVG that cannot be parsed', async () => {
      const empty = await t.call(admin, { method: 'POST', url: '/api/admin/settings/logo' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.details[0].path).toBe('file');
      const broken = await upload(
        admin,
        'broken.svg',
        '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>',
      );
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error.message).toMatch(/could not be read as an SVG/);
    });

    it('sanitises an SVG: no script, handlers, foreignObject or external references; strict headers', async () => {
      const response = await upload(admin, 'crest.svg', EVIL_SVG, 'image/svg+xml');
      expect(response.statusCode, response.body).toBe(200);
      const served = await t.app.inject({ url: response.json().logo_url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const svg = served.body;
      expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('<rect');
      expect(svg).toContain('GW');
      expect(svg).toContain('viewBox="0 0 10 10"');
      for (const banned of [
        '<script',
        'onload',
        'onclick',
        'foreignObject',
        'tracker.example',
        'javascript:',
      ]) {
        expect(svg, banned).not.toContain(banned);
      }
    });

    it('only the current version is served; removing the logo clears logo_url', async () => {
      const first = (await upload(admin, 'a.png', PNG)).json().logo_url as string;
      const second = (await upload(admin, 'b.svg', EVIL_SVG)).json().logo_url as string;
      expect(second).not.toBe(first);
      expect((await t.app.inject({ url: first })).statusCode).toBe(404);
      const removed = await t.call(admin, { method: 'DELETE', url: '/api/admin/settings/logo' });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().logo_url).toBeNull();
      expect((await t.app.inject({ url: second })).statusCode).toBe(404);
      const lookup = await t.app.inject({ url: `/api/tenants/${school.code}` });
      expect(lookup.json().logo_url).toBeNull();
      // Another school's id with this logo's hash finds nothing.
      const guessed = second.replace(school.id, other.id);
      expect((await t.app.inject({ url: guessed })).statusCode).toBe(404);
    });
  });

  describe('activity view', () => {
    it('lists the log newest first in plain-word parts, filtered by person and kind, paginated', async () => {
      const response = await t.call(admin, { url: '/api/admin/audit' });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.pageSize).toBe(20);
      expect(page.total).toBeGreaterThan(5);
      const times = page.rows.map((row: { at: string }) => row.at);
      expect([...times].sort().reverse()).toEqual(times);
      expect(page.actions).toEqual(
        expect.arrayContaining(['settings.updated', 'settings.logo_uploaded', 'auth.sign_in']),
      );
      expect(page.actors).toContainEqual({
        id: school.admins[0]!.id,
        name: school.admins[0]!.fullName,
      });

      const logos = await t.call(admin, {
        url: '/api/admin/audit',
        query: { action: 'settings.logo_uploaded' },
      });
      expect(logos.json().rows.length).toBeGreaterThan(0);
      for (const row of logos.json().rows) {
        expect(row.action).toBe('settings.logo_uploaded');
        expect(row.actor).toEqual({ id: school.admins[0]!.id, name: school.admins[0]!.fullName });
      }

      const teacher = school.teachers[0]!;
      const byTeacher = await t.call(admin, {
        url: '/api/admin/audit',
        query: { actor: teacher.id },
      });
      expect(byTeacher.json().rows.length).toBeGreaterThan(0);
      for (const row of byTeacher.json().rows) expect(row.actor.id).toBe(teacher.id);

      // Page 2 continues where page 1 stopped.
      const two = await t.call(admin, { url: '/api/admin/audit', query: { page: '2' } });
      const firstIds = page.rows.map((row: { id: string }) => row.id);
      for (const row of two.json().rows) expect(firstIds).not.toContain(row.id);
    });

    it('names what an entry is about: the class by its current name', async () => {
      const created = await t.call(admin, {
        method: 'POST',
        url: '/api/admin/classes',
        payload: {
          className: 'Grade 10A',
          subject: 'Mathematics',
          teacherId: school.teachers[0]!.id,
          room: 'R1',
          schedule: 'Mon 9:00',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      await t.call(admin, {
        method: 'PATCH',
        url: `/api/admin/classes/${created.json().id}`,
        payload: { room: 'R2' },
      });
      const page = await t.call(admin, {
        url: '/api/admin/audit',
        query: { action: 'classes.updated' },
      });
      expect(page.json().rows[0]).toMatchObject({
        action: 'classes.updated',
        subjectName: 'Grade 10A',
        actor: { name: school.admins[0]!.fullName },
      });
    });

    it('refuses a malformed person filter with the field', async () => {
      const response = await t.call(admin, { url: '/api/admin/audit', query: { actor: 'nobody' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].path).toBe('actor');
    });

    it('the demo admin reads their own school log only', async () => {
      const demo = await signIn(t.app, greenwood, 'admin');
      const page = await t.call(demo, { url: '/api/admin/audit' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(school.admins[0]!.id);
    });
  });
});

// The stats tile trend counts "before this month" by the school's calendar (its clock), whatever
// the database session's zone.
describe.each(testBackends())('admin stats month boundary on %s', (kind) => {
  const t = useTestApp(kind);

  it("compares the school's calendar months, not UTC's or the session's", async () => {
    // Kiritimati keeps UTC+14 all year: its month begins 14 hours before UTC's.
    const own = await t.createSchool({ admins: 1, teachers: 2, timeZone: 'Pacific/Kiritimati' });
    const [year, month] = schoolToday('Pacific/Kiritimati').split('-').map(Number);
    const monthStart = Date.UTC(year!, month! - 1, 1) - 14 * 3600_000;
    // One teacher joined one hour before the school's month began (last month), the other one
    // hour after it (this month): by UTC's calendar both would fall in the same month.
    await t.inspect
      .updateTable('profiles')
      .set({ created_at: new Date(monthStart - 3600_000) })
      .where('user_id', '=', own.teachers[0]!.id)
      .execute();
    await t.inspect
      .updateTable('profiles')
      .set({ created_at: new Date(monthStart + 3600_000) })
      .where('user_id', '=', own.teachers[1]!.id)
      .execute();
    for (const sessionZone of ['UTC', 'Pacific/Honolulu']) {
      const row = await asOwnerOf(t.database.db, own.id, async (tx) => {
        // As a request runs: app_user, bound by row-level security to this school.
        await sql`select set_config('TimeZone', ${sessionZone}, true),
                         set_config('role', 'app_user', true),
                         set_config('app.role', 'admin', true)`.execute(tx);
        return statsQuery(tx).executeTakeFirstOrThrow();
      });
      // 2 now, 1 at the end of last month.
      expect(
        { now: Number(row.teachers_now), then: Number(row.teachers_then) },
        `session zone ${sessionZone}`,
      ).toEqual({ now: 2, then: 1 });
    }
  });
});

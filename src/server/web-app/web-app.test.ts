import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { School } from '../seed/school-builder.ts';
import { multipartBody } from '../test/pdf-and-multipart.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

/** The colour of an icon's pixel, as #rrggbb. */
async function pixelAt(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[...data.subarray(at, at + 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe.each(testBackends())('web app manifest and icons on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 1 });
  });

  const manifestOf = async (code: string) => {
    const response = await t.app.inject({ url: `/api/schools/${code}/manifest.webmanifest` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    return response.json();
  };

  const iconsOf = async (manifest: { icons: { src: string; sizes: string }[] }) =>
    Promise.all(
      manifest.icons.map(async (icon) => {
        const response = await t.app.inject({ url: icon.src });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        const meta = await sharp(response.rawPayload).metadata();
        expect(meta.format).toBe('png');
        expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
        return response.rawPayload;
      }),
    );

  it("names the school, with its colours, and installs as the school's own app", async () => {
    const manifest = await manifestOf('greenwood');
    expect(manifest).toMatchObject({
      id: '/?school=GREENWOOD',
      name: 'Greenwood High School',
      short_name: 'Greenwood',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#ec4899',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
    // The dark school has a dark background.
    expect(await manifestOf('riverside')).toMatchObject({
      name: 'Riverside Academy',
      background_color: '#09090b',
    });
  });

  it('draws 192 and 512 px PNG icons from the logo, or the building on the primary colour', async () => {
    // Greenwood's logo (an SVG the app ships) on white.
    const [greenwood] = await iconsOf(await manifestOf('GREENWOOD'));
    expect(await pixelAt(greenwood!, 2, 2)).toBe('#ffffff');

    // A school without a logo: its primary colour around the building.
    const admin = await t.signInAs(school.admins[0]!);
    const patch = { primary_color: '#0d9488' };
    const saved = await t.call(admin, {
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: patch,
    });
    expect(saved.statusCode).toBe(200);
    const plain = await manifestOf(school.code.toLowerCase());
    expect(plain).toMatchObject({ name: school.name, theme_color: '#0d9488' });
    const [small, large] = await iconsOf(plain);
    expect(await pixelAt(small!, 2, 2)).toBe('#0d9488');
    expect(await pixelAt(large!, 500, 500)).toBe('#0d9488');

    // An uploaded logo (all red): the icon's centre is red, on white, at a new address.
    const red = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const body = multipartBody({}, [{ filename: 'logo.png', data: red }]);
    const uploaded = await t.call(admin, {
      method: 'POST',
      url: '/api/admin/settings/logo',
      headers: body.headers,
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const withLogo = await manifestOf(school.code);
    expect(withLogo.icons[0].src).not.toBe(plain.icons[0].src);
    const [logoIcon] = await iconsOf(withLogo);
    expect(await pixelAt(logoIcon!, 96, 96)).toBe('#ff0000');
    expect(await pixelAt(logoIcon!, 2, 2)).toBe('#ffffff');
  });

  it('has a manifest and icons for the portal before a school is chosen', async () => {
    const response = await t.app.inject({ url: '/api/web-app/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: '/',
      name: 'School Portal',
      display: 'standalone',
    });
    await iconsOf(response.json());
  });

  it('answers 404 for an unknown school, and 400 for an icon size it does not draw', async () => {
    for (const url of [
      '/api/schools/NOPE/manifest.webmanifest',
      '/api/schools/NOPE/icons/192.png',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const odd = await t.app.inject({ url: '/api/schools/GREENWOOD/icons/64.png' });
    expect(odd.statusCode).toBe(400);
  });
});

import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { Session } from '../../src/shared/schemas/auth';
import {
  bearer,
  chooseSchool,
  type E2eSchool,
  expect,
  expectAccessible,
  expectFitsWidth,
  getJson,
  PHONE,
  signInThroughApi,
  test,
} from '../web-shell/fixtures';

const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" onload="alert('x')">
  <script>alert('y')</script>
  <rect width="64" height="64" rx="14" fill="#0d9488"/>
  <circle cx="32" cy="32" r="16" fill="#fff"/>
</svg>`;

/** The worker's school as the seed made it, so the specs after this one find it unchanged. */
async function restoreSchool(request: APIRequestContext, session: Session, school: E2eSchool) {
  const headers = bearer(session);
  const restored = await request.patch('/api/admin/settings', {
    headers,
    data: {
      school_name: school.name,
      primary_color: school.branding.primaryColor,
      secondary_color: school.branding.secondaryColor,
      theme_mode: school.branding.themeMode,
    },
  });
  expect(restored.status()).toBe(200);
  // The seed's logo is the Greenwood crest file; the same picture goes back as an upload.
  const logo = await request.post('/api/admin/settings/logo', {
    headers,
    multipart: {
      file: {
        name: 'crest.svg',
        mimeType: 'image/svg+xml',
        buffer: readFileSync('src/web/public/logos/greenwood.svg'),
      },
    },
  });
  expect(logo.status()).toBe(200);
}

// Changes the school's name, colour and logo: the worker's own school only, put back afterwards.
test('an admin changes the school name and colour, uploads a logo, and reads the activity', async ({
  page,
  school,
}) => {
  const { session } = await signInThroughApi(page, school, 'admin');
  const newName = `Settings School ${Date.now() % 100000}`;
  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
    await expect(page.getByLabel('School code')).toHaveValue(school.code);
    await expect(page.getByLabel('School code')).toHaveAttribute('readonly', '');

    const toasts = page.getByRole('region', { name: /Notifications/ });
    // The live preview follows the colour before anything is saved.
    const preview = page.getByTestId('brand-preview');
    await page.getByLabel('Primary colour', { exact: true }).fill('#0d9488');
    await expect(preview.getByText('Primary button')).toHaveCSS(
      'background-color',
      'rgb(13, 148, 136)',
    );
    await page.getByLabel('School name').fill(newName);
    await expect(preview.getByText(newName)).toBeVisible();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toasts.getByText('Settings saved')).toBeVisible();

    // The layout follows at once, without signing out.
    const sidebar = page.locator('[data-slot="sidebar"]').first();
    await expect(sidebar.getByText(newName)).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('--brand-primary', '13 148 136');

    // A logo: the SVG is sanitised and shown in the layout.
    await page.getByLabel('Logo file').setInputFiles({
      name: 'mark.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(MARK_SVG),
    });
    await page.getByRole('button', { name: 'Upload Logo' }).click();
    await expect(toasts.getByText('Logo uploaded')).toBeVisible();
    const layoutLogo = sidebar.locator(`img[alt="${newName} logo"]`);
    await expect(layoutLogo).toBeVisible();
    const logoUrl = await layoutLogo.getAttribute('src');
    expect(logoUrl).toMatch(/^\/api\/logos\/[0-9a-f-]{36}\/[0-9a-f]{64}$/);
    const served = await page.request.get(logoUrl!);
    expect(served.headers()['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(await served.text()).not.toContain('<script');

    // The activity view, filtered by kind, then by person.
    await page.getByLabel('Kind').selectOption({ label: 'Logo uploaded' });
    const activity = page.getByRole('list', { name: 'Activity' });
    await expect(activity.getByRole('listitem')).toHaveCount(1);
    await expect(activity).toContainText('uploaded a new school logo');
    await page.getByLabel('Kind').selectOption({ label: 'Settings changed' });
    await expect(activity.getByRole('listitem').first()).toContainText(
      'changed the school settings (school name and primary colour)',
    );
    // By name: other specs of this worker may have put people who sort first into the log.
    const { full_name: adminName } = await getJson<{ full_name: string }>(
      page.request,
      '/api/profile',
      session,
    );
    await page.getByLabel('Person').selectOption({ label: adminName });
    await expect(activity.getByRole('listitem').first()).toContainText(
      'changed the school settings (school name and primary colour)',
    );

    await expectAccessible(page);

    // At 375 px wide nothing spills sideways.
    await page.setViewportSize(PHONE);
    await expect(page.getByLabel('School name')).toBeVisible();
    await expectFitsWidth(page);

    // Everyone else sees the new branding on the school code page, before signing in.
    await page.evaluate(() => window.localStorage.clear());
    await chooseSchool(page, school.code);
    await expect(page.getByRole('heading', { name: newName })).toBeVisible();
    await expect(page.locator(`img[alt="${newName} logo"]`)).toBeVisible();
  } finally {
    await restoreSchool(page.request, session, school);
  }
});

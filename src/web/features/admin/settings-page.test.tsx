import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage, SchoolSettings } from '@/shared/schemas/settings';
import { TENANT_STORAGE_KEY } from '@/web/lib/storage-keys';
import { greenwood, jsonResponse } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { fieldError, mockFetch, profileOrNotFound, serveApi } from '@/web/test/fetch-mock';
import { SettingsPage } from './settings-page';
import { retype } from '@/web/test/retype';

const settings: SchoolSettings = {
  school_code: 'GREENWOOD',
  school_name: 'Greenwood High School',
  logo_url: null,
  theme_mode: 'light',
  primary_color: '#ec4899',
  secondary_color: '#3b82f6',
  time_zone: null,
  office_email: 'office@greenwood.edu',
  office_phone: null,
  absence_notices: false,
  late_notices: false,
  payment_instructions: null,
  conference_cutoff_hours: 24,
};

const thomas = { id: '1a000000-0000-4000-8000-000000000002', name: 'Thomas Reed' };
const activity = (rows: AuditPage['rows'], total = rows.length): AuditPage => ({
  rows,
  total,
  pageSize: 20,
  actors: [thomas],
  actions: ['classes.updated', 'settings.updated'],
});

const fetchMock = mockFetch({ signedIn: true });
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method,
  );

beforeEach(() => {
  window.localStorage.setItem(TENANT_STORAGE_KEY, JSON.stringify(greenwood));
  serveApi(fetchMock, async (method, url, init) => {
    if (url === '/api/admin/settings' && method === 'GET') return jsonResponse(200, settings);
    if (url === '/api/admin/settings' && method === 'PATCH') {
      const body = JSON.parse(String(init?.body)) as Partial<SchoolSettings>;
      if (body.office_email === 'nobody@nowhere.test') {
        return fieldError(
          400,
          'VALIDATION_FAILED',
          'office_email',
          'This address cannot receive email',
        );
      }
      return jsonResponse(200, { ...settings, ...body });
    }
    if (url.startsWith('/api/admin/audit')) {
      const filtered = new URL(url, 'http://x').searchParams.get('actor');
      return jsonResponse(
        200,
        activity(
          filtered
            ? [
                {
                  id: '2',
                  at: '2026-11-20T10:00:00.000Z',
                  actor: thomas,
                  action: 'classes.updated',
                  subject: 'c1',
                  subjectName: 'Grade 10A',
                  details: {},
                },
              ]
            : [],
        ),
      );
    }
    return profileOrNotFound(url, 'admin');
  });
});
afterEach(() => window.localStorage.clear());

const preview = () => screen.getByTestId('brand-preview');

describe('SettingsPage', () => {
  it('shows the code read only, and the live preview follows the colour as it is typed', async () => {
    renderScreen(<SettingsPage />);
    const name = await screen.findByLabelText('School name');
    expect(name).toHaveValue('Greenwood High School');
    expect(screen.getByLabelText('School code')).toHaveAttribute('readonly');
    expect(preview().style.getPropertyValue('--brand-primary')).toBe('236 72 153');

    const user = userEvent.setup();
    const primary = screen.getByLabelText('Primary colour');
    await retype(user, primary, '#0d9488');
    expect(preview().style.getPropertyValue('--brand-primary')).toBe('13 148 136');
    await retype(user, name, 'Greenwood Academy');
    expect(within(preview()).getByText('Greenwood Academy')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Theme'), 'dark');
    expect(preview()).toHaveClass('dark');
    // Nothing is sent until saved.
    expect(calls('PATCH', '/api/admin/settings')).toHaveLength(0);
  });

  it('shows a wrong colour beside its field and sends nothing', async () => {
    renderScreen(<SettingsPage />);
    const user = userEvent.setup();
    const secondary = await screen.findByLabelText('Secondary colour');
    await retype(user, secondary, 'blue');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Use a hex colour of 3 or 6 digits')).toBeInTheDocument();
    expect(secondary).toHaveAttribute('aria-invalid', 'true');
    expect(calls('PATCH', '/api/admin/settings')).toHaveLength(0);
  });

  it('shows an unknown time zone, and the server’s field error, beside the field', async () => {
    renderScreen(<SettingsPage />);
    const user = userEvent.setup();
    const zone = await screen.findByLabelText('Time zone');
    await user.type(zone, 'Mars/Base');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const zoneError = await screen.findByText(/Use a time zone name such as Europe\/London/);
    expect(zone.getAttribute('aria-describedby')).toBe(zoneError.id);
    await user.clear(zone);

    const email = screen.getByLabelText('Office email');
    await retype(user, email, 'nobody@nowhere.test');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const emailError = await screen.findByText('This address cannot receive email');
    expect(email.getAttribute('aria-describedby')).toBe(emailError.id);
    expect(email).toHaveValue('nobody@nowhere.test');
  });

  it('saves, and the signed-in branding follows without signing out', async () => {
    renderScreen(<SettingsPage />);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('School name');
    await retype(user, name, 'Greenwood Academy');
    const primary = screen.getByLabelText('Primary colour');
    await retype(user, primary, '#0d9488');
    // Late marks have their own email setting, off until the admin turns it on.
    const late = screen.getByLabelText('Email parents when a teacher marks their child late');
    expect(late).not.toBeChecked();
    expect(
      screen.getByLabelText('Email parents when a teacher marks their child absent'),
    ).not.toBeChecked();
    await user.click(late);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(calls('PATCH', '/api/admin/settings')).toHaveLength(1));
    const sent = JSON.parse(String(calls('PATCH', '/api/admin/settings')[0]![1].body));
    expect(sent).toMatchObject({
      school_name: 'Greenwood Academy',
      primary_color: '#0d9488',
      office_phone: null,
      absence_notices: false,
      late_notices: true,
    });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(TENANT_STORAGE_KEY)!)).toMatchObject({
        school_name: 'Greenwood Academy',
        primary_color: '#0d9488',
      }),
    );
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('13 148 136');
  });

  it('filters the activity by person, in plain words', async () => {
    renderScreen(<SettingsPage />);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Person'), 'Thomas Reed');
    expect(await screen.findByText('Thomas Reed changed the class Grade 10A')).toBeInTheDocument();
    expect(calls('GET', `/api/admin/audit?page=1&actor=${thomas.id}`)).toHaveLength(1);
    expect(screen.getByRole('option', { name: 'Class changed' })).toBeInTheDocument();
  });

  it('refuses a logo over 1 MB beside the file field before sending it', async () => {
    renderScreen(<SettingsPage />);
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Logo file');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    await user.click(screen.getByRole('button', { name: 'Upload Logo' }));
    expect(
      await screen.findByText('The logo is larger than 1 MB. Choose a smaller image.'),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/admin/settings/logo')).toHaveLength(0);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '@/shared/schemas/auth';
import { errorResponse, jsonResponse, makeProfile } from '@/web/test/fixtures';
import { renderScreen } from '@/web/test/render-app';
import { callsTo, mockFetch } from '@/web/test/fetch-mock';
import { ProfileDialog } from './profile-dialog';
import { SettingsDialog } from './settings-dialog';
import { retype } from '@/web/test/retype';

const fetchMock = mockFetch({ signedIn: true });
const calls = (method: string, path: string) => callsTo(fetchMock, method, path);

afterEach(() => (document.documentElement.className = ''));

/** The `role` account's profile, and the same with `saved` once a PATCH saves it. */
function answerProfile(role: Profile['role'], saved: Partial<Profile>) {
  fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
    init.method === 'PATCH'
      ? jsonResponse(200, { ...makeProfile(role), ...saved })
      : jsonResponse(200, makeProfile(role)),
  );
}

describe('ProfileDialog', () => {
  it('saves a new full name', async () => {
    answerProfile('teacher', { full_name: 'Gina Grey' });
    renderScreen(<ProfileDialog open onOpenChange={() => {}} />);
    const name = await screen.findByDisplayValue('Grace Green');
    const user = userEvent.setup();
    await retype(user, name, 'Gina Grey{Enter}');
    await waitFor(() => expect(calls('PATCH', '/api/profile')).toHaveLength(1));
    expect(JSON.parse(calls('PATCH', '/api/profile')[0]![1].body)).toEqual({
      full_name: 'Gina Grey',
    });
    expect(await screen.findByText('Gina Grey')).toBeInTheDocument();
  });

  it('refuses an empty name', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, makeProfile('teacher')));
    renderScreen(<ProfileDialog open onOpenChange={() => {}} />);
    const name = await screen.findByDisplayValue('Grace Green');
    const user = userEvent.setup();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
    expect(calls('PATCH', '/api/profile')).toHaveLength(0);
  });
});

describe('SettingsDialog', () => {
  it('saves the own theme preference and applies it', async () => {
    answerProfile('admin', { theme_preference: 'dark' });
    renderScreen(<SettingsDialog open onOpenChange={() => {}} />);
    await userEvent.setup().click(await screen.findByLabelText('Dark'));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(JSON.parse(calls('PATCH', '/api/profile')[0]![1].body)).toEqual({
      theme_preference: 'dark',
    });
  });

  it('changes the password with the current one, and shows what the server refused', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/auth/password'
        ? errorResponse(400, 'VALIDATION_FAILED', 'Your current password is not correct.')
        : jsonResponse(200, makeProfile('admin')),
    );
    renderScreen(<SettingsDialog open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'a-new-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is not correct.',
    );
    expect(JSON.parse(calls('POST', '/api/auth/password')[0]![1].body)).toEqual({
      current_password: 'wrong-one',
      new_password: 'a-new-password',
    });
  });
});

import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/web/app/query-client';
import { SESSION_STORAGE_KEY } from '@/web/lib/storage-keys';
import { errorResponse, jsonResponse, makeProfile, makeSession } from '@/web/test/fixtures';
import { mockFetchWithClient, storeSession } from '@/web/test/fetch-mock';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

const mocked = mockFetchWithClient();
const fetchMock = mocked.fetch;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider client={mocked.client}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

describe('useAuth', () => {
  it('fails outside its provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
    error.mockRestore();
  });
});

describe('AuthProvider', () => {
  it('starts loading and stops after the initial session check finds no user', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.profile).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the profile of a stored session', async () => {
    storeSession(makeSession());
    fetchMock.mockResolvedValue(jsonResponse(200, makeProfile('teacher')));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.profile).toMatchObject({ role: 'teacher', full_name: 'Grace Green' });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/profile');
    expect(init.headers.authorization).toBe('Bearer access-1');
  });

  it('stores a profile error, clears the profile, and reloads on retry', async () => {
    storeSession(makeSession());
    fetchMock.mockResolvedValueOnce(errorResponse(404, 'NOT_FOUND', 'Profile not found'));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.profileError?.message).toBe('Profile not found'));
    expect(result.current.profile).toBeNull();
    expect(result.current.loading).toBe(false);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, makeProfile('parent')));
    act(() => result.current.reloadProfile());
    await waitFor(() => expect(result.current.profile?.role).toBe('parent'));
    expect(result.current.profileError).toBeNull();
  });

  it('clears user and profile on sign-out', async () => {
    storeSession(makeSession());
    fetchMock.mockResolvedValueOnce(jsonResponse(200, makeProfile('admin')));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.profile).not.toBeNull());
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await act(() => result.current.signOut());
    expect(result.current.user).toBeNull();
    expect(result.current.profile).toBeNull();
    // The server was told (the session is revoked there), and nothing of it is kept here.
    const [path, init] = fetchMock.mock.calls.at(-1)!;
    expect(path).toBe('/api/auth/sign-out');
    expect(init.method).toBe('POST');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('follows a sign-out in another tab', async () => {
    storeSession(makeSession());
    fetchMock.mockResolvedValueOnce(jsonResponse(200, makeProfile('admin')));
    function Who() {
      const { profile, loading } = useAuth();
      if (loading) return <p>loading</p>;
      return <p>{profile ? `signed in as ${profile.role}` : 'signed out'}</p>;
    }
    render(<Who />, { wrapper });
    await screen.findByText('signed in as admin');
    act(() => {
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    // The other tab revoked the session; this one only follows, asking the server nothing more.
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/profile']);
  });
});

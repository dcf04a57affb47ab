import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, TENANT_STORAGE_KEY } from '@/web/lib/storage-keys';
import { greenwood, jsonResponse, riverside } from '@/web/test/fixtures';
import { mockFetch } from '@/web/test/fetch-mock';
import { FirstScreen, opensOnSchoolCode } from './first-screen';

const fetchMock = mockFetch();

describe('opensOnSchoolCode', () => {
  const nobody = { getItem: () => null };
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('is the home address with no link in it and nobody signed in', () => {
    expect(opensOnSchoolCode(at('/'), nobody)).toBe(true);
    expect(opensOnSchoolCode(at('/login'), nobody)).toBe(false);
    expect(opensOnSchoolCode(at('/', '?x=1'), nobody)).toBe(false);
    expect(opensOnSchoolCode(at('/', '', '#type=recovery&token=x'), nobody)).toBe(false);
    const signedIn = { getItem: (key: string) => (key === SESSION_STORAGE_KEY ? '{}' : null) };
    expect(opensOnSchoolCode(at('/'), signedIn)).toBe(false);
  });
});

describe('FirstScreen', () => {
  it("shows the last school's branding and manifest, and hands the school found on", async () => {
    window.localStorage.setItem(TENANT_STORAGE_KEY, JSON.stringify(riverside));
    document.head.insertAdjacentHTML('beforeend', '<link rel="manifest" href="/x">');
    fetchMock.mockResolvedValue(jsonResponse(200, greenwood));
    const onFound = vi.fn().mockResolvedValue(undefined);
    render(<FirstScreen onFound={onFound} />);

    expect(document.documentElement).toHaveClass('dark');
    expect(document.title).toBe('Home · Riverside Academy');
    expect(document.querySelector('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/api/schools/RIVERSIDE/manifest.webmanifest',
    );
    await userEvent.type(screen.getByLabelText('School code'), ' greenwood{Enter}');
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(greenwood));
    expect(fetchMock).toHaveBeenCalledWith('/api/tenants/GREENWOOD', expect.anything());
  });
});

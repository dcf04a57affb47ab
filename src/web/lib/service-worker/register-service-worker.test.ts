import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

function fakes(readyState: DocumentReadyState, register = vi.fn()) {
  const listeners = new Map<string, () => void>();
  return {
    register,
    options: {
      enabled: true,
      container: { register },
      win: {
        addEventListener: vi.fn((type: string, listener: () => void) =>
          listeners.set(type, listener),
        ),
      },
      doc: { readyState },
    } as unknown as Parameters<typeof registerServiceWorker>[0],
    load: () => listeners.get('load')?.(),
  };
}

describe('registerServiceWorker', () => {
  it('registers nothing outside production builds (Vite dev, tests)', async () => {
    const { register, options } = fakes('complete');
    expect(await registerServiceWorker({ ...options, enabled: false })).toBeNull();
    // Under Vitest the default is import.meta.env.PROD, false.
    expect(await registerServiceWorker({ ...options, enabled: undefined })).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('leaves a browser without service workers as it is', async () => {
    const { options } = fakes('complete');
    expect(await registerServiceWorker({ ...options, container: undefined })).toBeNull();
  });

  it('registers /sw.js for the whole app once the page has loaded', async () => {
    const registration = { scope: '/' };
    const { register, options, load } = fakes('loading', vi.fn().mockResolvedValue(registration));
    const registered = registerServiceWorker(options);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(await registered).toBe(registration);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', type: 'classic' });
  });

  it('registers at once on a page already loaded, and a refusal leaves the app online only', async () => {
    const { register, options } = fakes('complete', vi.fn().mockRejectedValue(new Error('no')));
    expect(await registerServiceWorker(options)).toBeNull();
    expect(register).toHaveBeenCalledTimes(1);
  });
});

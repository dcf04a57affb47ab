import { describe, expect, it } from 'vitest';
import { MAX_SEND_ATTEMPTS, retryDelaySeconds } from './backoff.ts';

describe('email retry backoff', () => {
  it('doubles from 30 s and stays at one hour', () => {
    const schedule = Array.from({ length: MAX_SEND_ATTEMPTS }, (_, i) => retryDelaySeconds(i + 1));
    expect(schedule).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    expect(retryDelaySeconds(0)).toBe(30);
    expect(retryDelaySeconds(1000)).toBe(3600);
  });

  it('gives up after about ten attempts, within a few hours', () => {
    expect(MAX_SEND_ATTEMPTS).toBe(10);
    let waited = 0;
    for (let failed = 1; failed < MAX_SEND_ATTEMPTS; failed++) waited += retryDelaySeconds(failed);
    expect(waited / 3600).toBeGreaterThan(2);
    expect(waited / 3600).toBeLessThan(4);
  });
});

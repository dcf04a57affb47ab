import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@/shared/schemas/live';
import { fakeStream } from '@/web/test/fake-stream';
import { type LiveStatus as Status, parseEvents, startLiveUpdates } from './live-connection';

describe('parseEvents', () => {
  it('reads data lines of complete events, keeps a partial one, ignores comments and junk', () => {
    const got: LiveEvent[] = [];
    const rest = parseEvents(
      ': connected\n\ndata: {"kind":"fees","studentId":"s1"}\n\n: heartbeat\n\ndata: nope\n\ndata: {"kind":"gra',
      (event) => got.push(event),
    );
    expect(got).toEqual([{ kind: 'fees', studentId: 's1' }]);
    expect(rest).toBe('data: {"kind":"gra');
  });
});

describe('startLiveUpdates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reconnects after 1, 2, 5 and 10 s, then every 10 s', async () => {
    const open = vi.fn(() => Promise.reject(new Error('down')));
    const statuses: Status[] = [];
    const stop = startLiveUpdates({ open, onEvent: () => {}, onStatus: (s) => statuses.push(s) });
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(1);
    for (const [delay, calls] of [
      [1_000, 2],
      [2_000, 3],
      [5_000, 4],
      [10_000, 5],
      [10_000, 6],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(open).toHaveBeenCalledTimes(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(open).toHaveBeenCalledTimes(calls);
    }
    expect(statuses[0]).toBe('connecting');
    expect(statuses.at(-1)).toBe('reconnecting');
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(6);
  });

  it('delivers events, and after a dropped stream starts over at 1 s', async () => {
    const streams = [fakeStream(), fakeStream()];
    const open = vi.fn(async () => streams[open.mock.calls.length - 1]!.body);
    const events: LiveEvent[] = [];
    const statuses: Status[] = [];
    const stop = startLiveUpdates({
      open,
      onEvent: (event) => events.push(event),
      onStatus: (s) => statuses.push(s),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses).toEqual(['connecting', 'live']);
    streams[0]!.send('data: {"kind":"attendance","studentId":"s1"}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ kind: 'attendance', studentId: 's1' }]);
    streams[0]!.drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(2);
    expect(statuses.at(-1)).toBe('live');
    stop();
    expect((open.mock.calls[1] as unknown as [AbortSignal])[0].aborted).toBe(true);
  });

  it('treats two missed heartbeats as a lost connection', async () => {
    const stream = fakeStream();
    const open = vi.fn(async (_signal: AbortSignal) => stream.body);
    const stop = startLiveUpdates({ open, onEvent: () => {}, onStatus: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(55_000);
    expect(open.mock.calls[0]![0].aborted).toBe(true);
    stop();
  });
});

import type { Session } from '@/shared/schemas/auth.ts';

/** An open live stream (a parent's by default) over real HTTP: what it received so far, and a way to hang up. */
export interface LiveStreamClient {
  status: number;
  text(): string;
  events(): { kind: string; studentId: string | null }[];
  /** Whether the server ended the stream. */
  ended(): boolean;
  waitFor(predicate: (text: string) => boolean, ms?: number): Promise<void>;
  close(): void;
}

export async function openLiveStream(
  base: string,
  session: Session,
  path = '/api/parent/events',
): Promise<LiveStreamClient> {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    signal: controller.signal,
  });
  let received = '';
  let ended = false;
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          received += value;
        }
        ended = true;
      } catch {
        // aborted
      }
    })();
  }
  return {
    status: response.status,
    text: () => received,
    events: () =>
      [...received.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as never),
    ended: () => ended,
    async waitFor(predicate, ms = 5_000) {
      const until = Date.now() + ms;
      while (!predicate(received)) {
        if (Date.now() > until) throw new Error(`Timed out; the stream had: ${received}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => controller.abort(),
  };
}

/**
 * The live streams of a test, each returned once the server has said ': connected', hung up
 * together by closeAll (in afterAll).
 */
export function connectedStreams() {
  const opened: LiveStreamClient[] = [];
  return {
    async open(base: string, session: Session, path?: string): Promise<LiveStreamClient> {
      const stream = await openLiveStream(base, session, path);
      opened.push(stream);
      await stream.waitFor((text) => text.includes(': connected'));
      return stream;
    },
    closeAll(): void {
      for (const stream of opened) stream.close();
    },
  };
}

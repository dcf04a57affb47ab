import {
  LIVE_HEARTBEAT_MS,
  type LiveEvent,
  liveEventSchema,
  reconnectDelayMs,
} from '@/shared/schemas/live';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** Opens the stream; rejects (or the stream errors or ends) when the connection is lost. */
export type OpenLiveStream = (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;

// Two heartbeats missed (and a margin): the connection is dead even if nothing said so.
const SILENCE_LIMIT_MS = LIVE_HEARTBEAT_MS * 2 + 5_000;

/** The `data:` lines of each server-sent event in `text`; returns what is left of a partial one. */
export function parseEvents(text: string, onEvent: (event: LiveEvent) => void): string {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (!data) continue;
    try {
      const parsed = liveEventSchema.safeParse(JSON.parse(data));
      if (parsed.success) onEvent(parsed.data);
    } catch {
      // not an event of ours: ignore
    }
  }
  return rest;
}

/**
 * Keeps one live stream open until the returned function is called: reconnects after 1, 2, 5, 10 s,
 * then every 10 s, and starts over at 1 s once a connection opens again.
 */
export function startLiveUpdates(options: {
  open: OpenLiveStream;
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStatus) => void;
}): () => void {
  let stopped = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let connection: AbortController | undefined;

  const read = async (body: ReadableStream<Uint8Array>, abort: AbortController) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let silence = setTimeout(() => abort.abort(), SILENCE_LIMIT_MS);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || stopped) return;
        clearTimeout(silence);
        silence = setTimeout(() => abort.abort(), SILENCE_LIMIT_MS);
        buffer = parseEvents(buffer + decoder.decode(value, { stream: true }), options.onEvent);
      }
    } finally {
      clearTimeout(silence);
      reader.cancel().catch(() => undefined);
    }
  };

  const connect = async () => {
    const abort = new AbortController();
    connection = abort;
    try {
      const body = await options.open(abort.signal);
      if (stopped) return;
      failures = 0;
      options.onStatus('live');
      await read(body, abort);
    } catch {
      // lost: try again below
    }
    if (stopped) return;
    options.onStatus('reconnecting');
    retry = setTimeout(() => void connect(), reconnectDelayMs(failures));
    failures += 1;
  };

  options.onStatus('connecting');
  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    connection?.abort();
  };
}

const encoder = new TextEncoder();

/** A stream the test writes server-sent events into, and drops when it likes. */
export function fakeStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    body,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    drop: () => controller.error(new Error('connection lost')),
  };
}

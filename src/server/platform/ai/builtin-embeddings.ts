import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmbedReply, EmbedRequest } from './builtin-embeddings-child.ts';

/**
 * The built-in embeddings model (EMBEDDINGS_MODEL unset or 'builtin'): hybrid document search
 * with nothing to configure and no network. The model (about 450 MB once loaded) runs in a child
 * process of its own, started on the first request and stopped after a quiet spell, so the server
 * never computes an embedding on its own thread and a stuck model is killed, not waited on.
 * Requests go one at a time; a bounded number wait.
 */
export const BUILTIN_EMBEDDINGS_MODEL = 'universal-sentence-encoder-lite';

const CHILD = fileURLToPath(new URL('./builtin-embeddings-child.ts', import.meta.url));
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAX_WAITING = 64;
/** The child is stopped after this long without a request. */
const IDLE_MS = 120_000;

interface Job {
  texts: string[];
  timeoutMs: number;
  resolve: (vectors: number[][]) => void;
  reject: (error: Error) => void;
}

let child: ChildProcess | null = null;
let running: (Job & { id: number; timer: NodeJS.Timeout }) | null = null;
const waiting: Job[] = [];
let nextId = 1;
let idleTimer: NodeJS.Timeout | null = null;

function start(): ChildProcess {
  const started = fork(CHILD, [], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV ?? 'production' },
    execArgv: ['--import', 'tsx', '--max-old-space-size=1024'],
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  started.on('message', (reply: EmbedReply) => {
    if (!running || reply.id !== running.id) return;
    const job = running;
    finish();
    if (reply.ok) job.resolve(reply.vectors);
    else job.reject(new Error(reply.message));
  });
  started.on('exit', () => {
    if (child !== started) return;
    child = null;
    if (running) {
      const job = running;
      finish();
      job.reject(new Error('The built-in embeddings model stopped unexpectedly.'));
    }
  });
  // The server may exit with the child idle: it is not a reason to stay up.
  started.unref();
  started.channel?.unref();
  return started;
}

function finish() {
  if (running) clearTimeout(running.timer);
  running = null;
  next();
}

function next() {
  const job = waiting.shift();
  if (!job) {
    idleTimer ??= setTimeout(() => stopBuiltinEmbedder(), IDLE_MS).unref();
    return;
  }
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  child ??= start();
  const id = nextId++;
  const timer = setTimeout(() => {
    // A model that does not answer in time is killed; the next request starts a fresh one.
    const stuck = child;
    child = null;
    running = null;
    stuck?.kill('SIGKILL');
    job.reject(new Error(`The built-in embeddings model did not answer in ${job.timeoutMs} ms.`));
    next();
  }, job.timeoutMs);
  running = { ...job, id, timer };
  child.send({ id, texts: job.texts } satisfies EmbedRequest);
}

/** The embedding of each text, in order (512 numbers each). */
export function embedBuiltin(texts: string[], timeoutMs: number): Promise<number[][]> {
  if (waiting.length >= MAX_WAITING) {
    return Promise.reject(new Error('The built-in embeddings model is busy.'));
  }
  return new Promise((resolve, reject) => {
    waiting.push({ texts, timeoutMs, resolve, reject });
    if (!running) next();
  });
}

/**
 * Stops the child after a quiet spell (not while it works), or at once with `force` (the server
 * closing: what is waiting fails). The next request starts it again.
 */
export function stopBuiltinEmbedder(force = false): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (!force && (running || waiting.length > 0)) return;
  for (const job of waiting.splice(0)) job.reject(new Error('The server is stopping.'));
  const stopping = child;
  child = null;
  if (running) {
    const job = running;
    clearTimeout(job.timer);
    running = null;
    job.reject(new Error('The server is stopping.'));
  }
  stopping?.kill();
}

import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type InitArgs = Parameters<NodeFS['init']>;
type InitResult = Awaited<ReturnType<NodeFS['init']>>;

/** The parts of Emscripten's NODEFS this file relies on (not in PGlite's public types). */
interface EmscriptenNodeFs {
  stream_ops?: { fsync?: (stream: EmscriptenStream) => number };
  realPath?: (node: unknown) => string;
}
interface EmscriptenStream {
  nfd?: number;
  node: unknown;
}

/**
 * PGlite's NodeFS writes straight through to the host file system, but Emscripten's NODEFS has no
 * fsync: postgres' fsync() returns success without touching the disk (electric-sql/pglite#1107).
 * This subclass gives NODEFS a real fsync, so postgres running with fsync=on and
 * wal_sync_method=fsync makes each commit durable before query() resolves.
 * Note: fdatasync() stays a no-op in Emscripten, hence wal_sync_method must be 'fsync'.
 */
export class DurableNodeFS extends NodeFS {
  /** False when the PGlite build no longer exposes NODEFS the way this class expects. */
  fsyncInstalled = false;
  fsyncCalls = 0;

  override async init(...args: InitArgs): Promise<InitResult> {
    const result = await super.init(...args);
    const options = result.emscriptenOpts;
    options.preRun = [
      ...(options.preRun ?? []),
      (mod) => {
        const nodefs = mod.NODEFS as unknown as EmscriptenNodeFs;
        const ops = nodefs.stream_ops;
        const realPath = nodefs.realPath;
        if (!ops || !realPath) return;
        ops.fsync = (stream) => {
          if (typeof stream.nfd === 'number') fsyncSync(stream.nfd);
          else fsyncPath(realPath(stream.node));
          this.fsyncCalls++;
          return 0;
        };
        this.fsyncInstalled = true;
      },
    ];
    return result;
  }
}

export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** fsyncs every file and directory below `dir` (used once, after PGlite's un-synced initdb copy). */
export function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  fsyncPath(dir);
}

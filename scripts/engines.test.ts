import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (name: string) => JSON.parse(readFileSync(path.join(root, name), 'utf8'));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}

/**
 * An optional package built for another platform (sharp's prebuilt binaries for each OS and CPU):
 * npm ci skips it here, and its engines are never checked.
 */
const forAnotherPlatform = (entry: LockEntry) =>
  entry.optional === true &&
  ((entry.os !== undefined && !entry.os.includes(process.platform)) ||
    (entry.cpu !== undefined && !entry.cpu.includes(process.arch)));

/** Every locked package whose `engines.node` does not allow every Node version we claim to run on. */
function packagesNarrowerThan(range: string): string[] {
  const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };
  const narrower: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    // Old packages may still write engines as an array, which npm ignores.
    const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!location || !wanted || forAnotherPlatform(entry)) continue;
    if (!semver.subset(range, wanted)) {
      narrower.push(`${location.replace(/^.*node_modules\//, '')}@${entry.version}: ${wanted}`);
    }
  }
  return narrower;
}

describe('package.json engines', () => {
  const range = (readJson('package.json') as { engines: { node: string } }).engines.node;

  it('allows only Node versions every locked package supports (npm ci warns EBADENGINE otherwise)', () => {
    expect(packagesNarrowerThan(range)).toEqual([]);
  });

  it('includes Node 20, which the machines and CI run', () => {
    expect(semver.satisfies('20.20.2', range)).toBe(true);
  });
});

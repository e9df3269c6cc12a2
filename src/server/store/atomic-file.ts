import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces a file so that a crash at any moment leaves either the old file or the new one, never
 * a half-written one. json-server's own FileSync rewrites the file in place, so a crash mid-write
 * leaves truncated JSON that then fails to load. Here the bytes go to a temporary file that is
 * flushed to disk, then renamed over the file (rename is atomic on POSIX), then the directory
 * entry is flushed. It returns only after all that: the new file is durable.
 * `step` is called between the steps (crash tests stop the process there).
 */
export function writeFileAtomically(path: string, bytes: Buffer, step: (name: AtomicStep) => void = () => {}): void {
  const tmpPath = temporaryPathOf(path);
  try {
    const fd = openSync(tmpPath, 'w');
    try {
      const half = bytes.length >> 1;
      writeAll(fd, bytes.subarray(0, half));
      step('temp-half-written');
      writeAll(fd, bytes.subarray(half));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    step('temp-written');
    renameSync(tmpPath, path);
  } catch (error) {
    rmSync(tmpPath, { force: true }); // the file is as it was
    throw error;
  }
  try {
    syncDirectory(dirname(path));
  } catch (error) {
    throw new RenamedNotDurableError(`${path} was replaced but the replacement may not be durable: ${(error as Error).message}`);
  }
}

/** The new file is in place, but flushing its directory entry failed: after a crash the old one may be back. */
export class RenamedNotDurableError extends Error {}

export type AtomicStep = 'temp-half-written' | 'temp-written';

const temporaryPathOf = (path: string) => `${path}.${process.pid}.tmp`;

/**
 * Temporary files left by writers killed before their rename: never part of the store. Called
 * while holding the store's lock, so no live writer owns one.
 */
export function discardLeftovers(path: string): void {
  const dir = dirname(path);
  const pattern = new RegExp(`^${escapeRegExp(basename(path))}\\.\\d+\\.tmp$`);
  for (const name of readdirSync(dir)) if (pattern.test(name)) rmSync(join(dir, name), { force: true });
}

/** writeSync may write less than asked; a file write is not done until every byte is. */
export function writeAll(fd: number, bytes: Buffer): void {
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Makes a directory's entries (a file created, renamed or removed in it) durable. */
export function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

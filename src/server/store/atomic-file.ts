import { closeSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * A lowdb 1 adapter (read/write) that never leaves a half-written store. json-server's own
 * FileSync rewrites the file in place, so a crash mid-write leaves truncated JSON that then
 * fails to load. Here each write goes to a temporary file that is flushed to disk, then
 * renamed over the store (rename is atomic on POSIX), then the directory entry is flushed.
 * write() returns only after all that, so an answer sent after it describes a durable write.
 */
export class AtomicFileAdapter<T> {
  private readonly tmpPath: string;

  constructor(readonly source: string) {
    this.tmpPath = `${source}.${process.pid}.tmp`;
  }

  read(): T {
    return JSON.parse(readFileSync(this.source, 'utf8')) as T;
  }

  write(data: T): void {
    const text = `${JSON.stringify(data, null, 2)}\n`;
    const fd = openSync(this.tmpPath, 'w');
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(this.tmpPath, this.source);
    syncDirectory(dirname(this.source));
  }

  /**
   * Temporary files left by writers killed before their rename: never part of the store. Called
   * while holding the store's lock, so no live writer owns one.
   */
  discardLeftovers(): void {
    const dir = dirname(this.source);
    const pattern = new RegExp(`^${escapeRegExp(basename(this.source))}\\.\\d+\\.tmp$`);
    for (const name of readdirSync(dir)) if (pattern.test(name)) rmSync(join(dir, name), { force: true });
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

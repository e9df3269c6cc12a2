import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

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

  /** A temporary file left by a writer that was killed before its rename: never part of the store. */
  discardLeftovers(): void {
    rmSync(this.tmpPath, { force: true });
  }
}

function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

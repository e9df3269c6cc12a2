import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class StoreLockedError extends Error {}

/**
 * One server per store file. Two json-server processes on one file overwrite each other's
 * writes, so the second refuses to start. The lock file holds the owner's pid; a lock whose
 * process is gone (a server killed with -9) is stale and taken over.
 */
export function acquireStoreLock(storePath: string): () => void {
  const lockPath = `${storePath}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (ownerOf(lockPath) === process.pid) rmSync(lockPath, { force: true });
      };
      // the store releases it (on close, and when the process exits, after its last compaction)
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(lockPath);
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new StoreLockedError(
          `Store ${storePath} is already in use by another server (pid ${owner}). ` +
            'Stop that server, or start this one with DB_FILE pointing at another file.',
        );
      }
      rmSync(lockPath, { force: true }); // stale: its owner died without cleaning up
    }
  }
  throw new StoreLockedError(`Could not lock ${storePath}`);
}

function ownerOf(lockPath: string): number | null {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

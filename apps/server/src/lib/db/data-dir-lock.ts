import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockFileName = 'hanpan.lock';

// Locks held by this process: a second open from the same process must fail too, and a
// pid check alone cannot tell (the pid in the file is our own).
const heldByThisProcess = new Set<string>();

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | null,
  ) {
    const holder = holderPid === null ? '' : ` (pid ${holderPid})`;
    super(
      `데이터 폴더를 다른 프로세스가 사용 중입니다${holder}: ${dataDir}\n` +
        `The data folder is already in use by another process${holder}: ${dataDir}\n` +
        'Stop the other server, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** A held lock on a data folder. */
export type DataDirLock = { release(): void };

const isProcessAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolderPid = (lockPath: string): number | null => {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

const tryCreate = (lockPath: string): boolean => {
  try {
    writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
};

/**
 * Takes the lock file of `dataDir` (created if missing) for this process. A lock left by a
 * dead process is taken over; one held by a live process throws DataDirLockedError.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const resolved = path.resolve(dataDir);
  mkdirSync(resolved, { recursive: true });
  const lockPath = path.join(resolved, lockFileName);
  if (heldByThisProcess.has(resolved)) throw new DataDirLockedError(resolved, process.pid);

  if (!tryCreate(lockPath)) {
    const holderPid = readHolderPid(lockPath);
    if (holderPid !== null && holderPid !== process.pid && isProcessAlive(holderPid)) {
      throw new DataDirLockedError(resolved, holderPid);
    }
    // Stale: its process is gone (or the file is unreadable). Exclusive create still decides
    // the race if two processes take over at once.
    rmSync(lockPath, { force: true });
    if (!tryCreate(lockPath)) throw new DataDirLockedError(resolved, readHolderPid(lockPath));
  }

  heldByThisProcess.add(resolved);
  let isReleased = false;
  return {
    release() {
      if (isReleased) return;
      isReleased = true;
      heldByThisProcess.delete(resolved);
      if (readHolderPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
    },
  };
}

import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The lock file inside an embedded database's folder, as PostgreSQL keeps `postmaster.pid` in its own. */
export const DATA_DIR_LOCK_FILE = 'facility.lock';

/**
 * Another process has the embedded database's folder open. PGlite keeps no lock of its own:
 * two processes on one folder (a second `npm start`, or `npm run replay` beside the server)
 * would each write their own pages over the other's files, and acknowledged events would
 * be lost.
 */
export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly holder: Holder;

  constructor(dataDir: string, holder: Holder) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}: ` +
        `stop that process first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server, which any number of processes may share). ` +
        `If no such process runs, delete ${join(dataDir, DATA_DIR_LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

interface Holder {
  pid: number;
  host: string;
}

function parseHolder(text: string): Holder | null {
  const [pid, host] = text.split('\n');
  const parsed = Number(pid);
  return Number.isInteger(parsed) && parsed > 0 && host ? { pid: parsed, host } : null;
}

/** Whether a process with this id runs on this machine (EPERM: it runs, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder for this process: creates the lock file with this process's id, or
 * refuses with {@link DataDirInUseError} while a live process holds it. A lock left by a
 * process that died (its id no longer runs on this machine) is taken over. A holder on
 * another machine (a shared network folder) cannot be checked, so it counts as alive.
 * Returns the release, which removes the file if it is still this process's.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(resolve(dataDir), DATA_DIR_LOCK_FILE);
  const mine = `${process.pid}\n${hostname()}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      // `wx`: created only if absent, atomically, so two starting processes cannot both win.
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, mine);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      // A second EEXIST means another process took a stale lock over meanwhile: the holder
      // check below then refuses with its id. A third would be a loop of takeovers.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 1) throw error;
      const stale = readText(path);
      const holder = parseHolder(stale);
      if (holder && (holder.host !== hostname() || isAlive(holder.pid))) throw new DataDirInUseError(dataDir, holder);
      // Stale (its process is gone) or unreadable (a crash while writing it): take it over,
      // unless another process took it over meanwhile.
      if (readText(path) === stale) unlinkSync(path);
    }
  }
  return () => {
    if (readText(path) === mine) unlinkSync(path);
  };
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

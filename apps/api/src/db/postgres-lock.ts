import fs from 'node:fs/promises';
import path from 'node:path';
import { readProcess, stopProcess } from '../lib/processes';

/**
 * Who holds an embedded PostgreSQL data directory. PostgreSQL's own lock, `postmaster.pid`, names
 * the server; Kampa's, `kampa-owner.pid` beside it, names the process that started it (the API).
 * While that process lives it is the server's parent; when it dies, the server is handed to init
 * (or a subreaper), so "the parent is no longer the owner" means the server was orphaned.
 */
export const OWNER_FILE = 'kampa-owner.pid';

export type ExistingServer = {
  /** The pid in postmaster.pid. */
  pid: number;
  /** That process still runs (not a zombie). */
  isRunning: boolean;
  /** It is a PostgreSQL server (after a reboot the pid may belong to something else). */
  isPostgres: boolean;
  /** Its parent now, when it runs. */
  parentPid: number | null;
  /** The process that started it, from kampa-owner.pid; null when unknown. */
  ownerPid: number | null;
};

export type Verdict =
  /** No server: start one. */
  | 'free'
  /** postmaster.pid names a process that is not PostgreSQL: the file is stale, remove it. */
  | 'stale-lock'
  /** A live Kampa (or someone else) runs this server: refuse. */
  | 'in-use'
  /** The Kampa that started this server is gone: stop the server cleanly and start again. */
  | 'orphan';

export const judgeExistingServer = (server: ExistingServer | null): Verdict => {
  if (!server || !server.isRunning) return 'free';
  if (!server.isPostgres) return 'stale-lock';
  // Without Kampa's owner file someone else started it (by hand, another tool): never touch it.
  if (server.ownerPid === null) return 'in-use';
  return server.parentPid === server.ownerPid ? 'in-use' : 'orphan';
};

const readPid = async (file: string): Promise<number | null> => {
  const content = await fs.readFile(file, 'utf8').catch(() => null);
  const pid = Number.parseInt(content?.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

/** The server postmaster.pid names, with the facts judgeExistingServer needs. */
export const inspectExistingServer = async (dataDir: string): Promise<ExistingServer | null> => {
  const pid = await readPid(path.join(dataDir, 'postmaster.pid'));
  if (pid === null) return null;
  const info = await readProcess(pid);
  return {
    pid,
    isRunning: info !== null && !info.isZombie,
    isPostgres: info?.name === 'postgres' || /(^|\/)postgres(\s|$)/.test(info?.command ?? ''),
    parentPid: info?.parentPid ?? null,
    ownerPid: await readPid(path.join(dataDir, OWNER_FILE)),
  };
};

export const writeOwner = (dataDir: string, pid: number) =>
  fs.writeFile(path.join(dataDir, OWNER_FILE), `${pid}\n`);

export const removeOwner = (dataDir: string) =>
  fs.rm(path.join(dataDir, OWNER_FILE), { force: true });

export class DataDirInUseError extends Error {}

const inUseError = (dataDir: string, pid: number) =>
  new DataDirInUseError(
    `The database in ${dataDir} is already in use by another process (PostgreSQL pid ${pid}). ` +
      'Stop the other Kampa first, or point KAMPA_DATA_DIR at another directory.',
  );

/** After a failed start: if another server runs in `dataDir`, that is the reason to report. */
export const assertNoOtherServer = async (dataDir: string): Promise<void> => {
  const server = await inspectExistingServer(dataDir);
  if (server?.isRunning && server.isPostgres) throw inUseError(dataDir, server.pid);
};

/**
 * Makes `dataDir` ready for a new server: refuses one a live process holds, shuts down cleanly one
 * a dead Kampa left behind (SIGINT is PostgreSQL's fast shutdown: no recovery needed after it) and
 * drops a stale lock. `log` hears what was done.
 */
export const claimDataDir = async (
  dataDir: string,
  log: (message: string) => void,
): Promise<void> => {
  const server = await inspectExistingServer(dataDir);
  const verdict = judgeExistingServer(server);
  if (!server || verdict === 'free') return;
  if (verdict === 'in-use') throw inUseError(dataDir, server.pid);
  if (verdict === 'stale-lock') {
    await fs.rm(path.join(dataDir, 'postmaster.pid'), { force: true });
    return;
  }
  log(
    `PostgreSQL (pid ${server.pid}) was left running by a Kampa that is gone ` +
      `(process ${server.ownerPid}); shutting it down cleanly before starting again.`,
  );
  // Fast shutdown; if it hangs, SIGQUIT (immediate shutdown: the next start replays the WAL).
  const outcome = await stopProcess(server.pid, {
    signal: 'SIGINT',
    timeoutMs: 30_000,
    forceSignal: 'SIGQUIT',
  });
  if (outcome === 'still-running') {
    throw new DataDirInUseError(
      `PostgreSQL (pid ${server.pid}) in ${dataDir} was left by a Kampa that is gone and does ` +
        'not stop. Stop that process, then start Kampa again.',
    );
  }
};

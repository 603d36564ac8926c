import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  readProcess,
  stopProcess,
  waitForProcessExit,
  type ProcessInfo,
} from '@kampa/api/lib/processes';

/**
 * One Kampa per data directory. `<data>/kampa.pid` names the running `npm start` and the
 * processes it runs, so that a start after a crash can tell a live Kampa (refused) from a dead
 * one (taken over) and wait for, or stop, whatever the dead one left running (the Auth emulator
 * still exporting its accounts, the API still stopping PostgreSQL).
 */
export type ChildRecord = {
  pid: number;
  /** With the pid, names the process for good (a pid is reused after a reboot). */
  startTime: string;
  /** Text its command line contains (the script it runs). */
  marker: string;
  /** The signal it stops cleanly on. */
  stopSignal: NodeJS.Signals;
};

export type LockRecord = {
  pid: number;
  startTime: string;
  children: Record<string, ChildRecord>;
};

const LOCK_FILE = 'kampa.pid';

/** The lock file's content; a bare pid is what Kampa wrote before it recorded its children. */
export const parseLock = (text: string): LockRecord | null => {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), startTime: '', children: {} };
  try {
    const value = JSON.parse(trimmed) as Partial<LockRecord>;
    if (typeof value.pid !== 'number') return null;
    return { pid: value.pid, startTime: value.startTime ?? '', children: value.children ?? {} };
  } catch {
    return null;
  }
};

const isSameProcess = (recorded: { startTime: string }, info: ProcessInfo | null) =>
  info !== null &&
  !info.isZombie &&
  (recorded.startTime === '' || info.startTime === recorded.startTime);

/** Whether the Kampa the lock names still runs (and is not this process). */
export const isLockHeld = (
  lock: LockRecord | null,
  holder: ProcessInfo | null,
  selfPid: number,
): boolean => lock !== null && lock.pid !== selfPid && isSameProcess(lock, holder);

/** Whether a process the dead Kampa ran is still running. */
export const isLeftover = (record: ChildRecord, info: ProcessInfo | null): boolean =>
  isSameProcess(record, info) && (info?.command.includes(record.marker) ?? false);

export type DataDirLock = {
  /** Records a process just started, so that a start after a crash finds it. */
  recordChild: (name: string, child: Omit<ChildRecord, 'startTime'>) => Promise<void>;
  release: () => Promise<void>;
};

/** How long a leftover gets to finish the stop it began when its parent died. */
const LEFTOVER_GRACE_MS = 10_000;

const stopLeftover = async (
  name: string,
  record: ChildRecord,
  log: (message: string) => void,
): Promise<void> => {
  if (!isLeftover(record, await readProcess(record.pid))) return;
  log(`Waiting for the ${name} (pid ${record.pid}) that a stopped Kampa left to finish…`);
  // It stops by itself when its parent dies; a second signal could cut that short (a second
  // SIGINT makes the emulator skip exporting its accounts), so first give it time.
  if (await waitForProcessExit(record.pid, LEFTOVER_GRACE_MS)) return;
  log(`Stopping the ${name} (pid ${record.pid}) that a stopped Kampa left running.`);
  await stopProcess(record.pid, { signal: record.stopSignal, timeoutMs: 20_000 });
};

const writeAtomically = async (file: string, text: string) => {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
};

/**
 * Takes the data directory for this process: refuses while another Kampa runs on it; after a
 * Kampa that died, waits for (or stops) what it left running first.
 */
export const lockDataDir = async (
  dataDir: string,
  log: (message: string) => void,
): Promise<DataDirLock> => {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  const previous = parseLock(await readFile(lockFile, 'utf8').catch(() => ''));
  const holder = previous ? await readProcess(previous.pid) : null;
  if (isLockHeld(previous, holder, process.pid)) {
    throw new Error(
      `Kampa is already running on ${dataDir} (process ${previous?.pid}). Stop it first, or set ` +
        'KAMPA_DATA_DIR to another directory.',
    );
  }
  if (previous) {
    await Promise.all(
      Object.entries(previous.children).map(([name, record]) => stopLeftover(name, record, log)),
    );
  }

  const self = await readProcess(process.pid);
  const record: LockRecord = { pid: process.pid, startTime: self?.startTime ?? '', children: {} };
  // Writes one after another, so an older record never lands last.
  let writing = writeAtomically(lockFile, JSON.stringify(record));
  await writing;
  return {
    recordChild: async (name, child) => {
      const info = await readProcess(child.pid);
      record.children[name] = { ...child, startTime: info?.startTime ?? '' };
      const text = JSON.stringify(record);
      writing = writing.catch(() => undefined).then(() => writeAtomically(lockFile, text));
      await writing;
    },
    release: async () => {
      await writing.catch(() => undefined);
      await rm(lockFile, { force: true });
    },
  };
};

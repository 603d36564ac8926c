import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/**
 * What Kampa needs to know about another process to decide whether a server it finds was left by
 * a Kampa that is gone: is it still running, what is it, and who is its parent (a process whose
 * parent died is handed to init or a subreaper, so a changed parent means an orphan).
 */
export type ProcessInfo = {
  pid: number;
  parentPid: number;
  /** The executable's name (`postgres`, `node`). */
  name: string;
  /** The whole command line, arguments joined by spaces. */
  command: string;
  /** Exited but not yet reaped by its parent: counts as not running. */
  isZombie: boolean;
  /** When it started, in the system's own terms: with the pid, it names one process for good. */
  startTime: string;
};

/** Whether `pid` names a process (of any user) that has not exited. */
export const isProcessAlive = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Parses Linux's /proc/<pid>/stat. The name is in parentheses and may itself contain spaces or
 * parentheses, so the fields after it are read from the last ')'.
 */
export const parseProcStat = (
  stat: string,
): { name: string; state: string; parentPid: number; startTime: string } | null => {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  // Fields 3 (state), 4 (parent) … 22 (start time, in clock ticks after boot).
  const fields = stat
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const [state, parent] = fields;
  const parentPid = Number.parseInt(parent ?? '', 10);
  if (!state || !Number.isInteger(parentPid)) return null;
  return { name: stat.slice(open + 1, close), state, parentPid, startTime: fields[19] ?? '' };
};

/** Parses one line of `ps -o ppid=,stat=,comm=` (macOS and other systems without /proc). */
export const parsePsLine = (
  line: string,
): { name: string; state: string; parentPid: number } | null => {
  const match = /^\s*(\d+)\s+(\S+)\s+(.+?)\s*$/.exec(line);
  if (!match) return null;
  const [, parent = '', state = '', comm = ''] = match;
  return { parentPid: Number(parent), state, name: comm.split('/').pop() ?? comm };
};

const readLinux = async (pid: number): Promise<ProcessInfo | null> => {
  const [stat, cmdline] = await Promise.all([
    readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null),
    readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''),
  ]);
  const parsed = stat === null ? null : parseProcStat(stat);
  if (!parsed) return null;
  return {
    pid,
    parentPid: parsed.parentPid,
    name: parsed.name,
    command: cmdline.split('\0').filter(Boolean).join(' '),
    isZombie: parsed.state === 'Z',
    startTime: parsed.startTime,
  };
};

const run = promisify(execFile);

const readWithPs = async (pid: number): Promise<ProcessInfo | null> => {
  const ask = (fields: string) =>
    run('ps', ['-o', fields, '-p', String(pid)]).then(
      (result) => result.stdout.trim(),
      () => '',
    );
  const [line, command, startTime] = await Promise.all([
    ask('ppid=,stat=,comm='),
    ask('command='),
    ask('lstart='),
  ]);
  const parsed = parsePsLine(line);
  if (!parsed) return null;
  return {
    pid,
    parentPid: parsed.parentPid,
    name: parsed.name,
    command,
    isZombie: parsed.state.startsWith('Z'),
    startTime,
  };
};

/** The process `pid`, or null when there is none. Linux reads /proc; elsewhere `ps` answers. */
export const readProcess = async (pid: number): Promise<ProcessInfo | null> => {
  if (!isProcessAlive(pid)) return null;
  return process.platform === 'linux' ? readLinux(pid) : readWithPs(pid);
};

/** Running: alive and not a zombie waiting for its parent. */
export const isProcessRunning = async (pid: number): Promise<boolean> => {
  const info = await readProcess(pid);
  return info !== null && !info.isZombie;
};

const POLL_MS = 100;

/** Waits until `pid` is no longer running; false when it still runs after `timeoutMs`. */
export const waitForProcessExit = async (pid: number, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!(await isProcessRunning(pid))) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
};

/**
 * Asks `pid` to stop with `signal` and waits; after `timeoutMs` sends `forceSignal` and waits as
 * long again. Resolves how it ended.
 */
export const stopProcess = async (
  pid: number,
  options: { signal: NodeJS.Signals; timeoutMs: number; forceSignal?: NodeJS.Signals },
): Promise<'stopped' | 'forced' | 'still-running'> => {
  signal(pid, options.signal);
  if (await waitForProcessExit(pid, options.timeoutMs)) return 'stopped';
  signal(pid, options.forceSignal ?? 'SIGKILL');
  return (await waitForProcessExit(pid, options.timeoutMs)) ? 'forced' : 'still-running';
};

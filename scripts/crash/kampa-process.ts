import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readlink, realpath } from 'node:fs/promises';
import { readProcess, type ProcessInfo } from '@kampa/api/lib/processes';
import { API_SCRIPT } from '../lib/api-build';
import { REPO_ROOT } from '../lib/paths';

/** Ports and data directory of one Kampa under test: never the defaults (3000, 4010, 9099). */
export type KampaSetup = {
  port: number;
  emulatorPort: number;
  simPort: number;
  dataDir: string;
};

/** A real `npm start`, as a user runs it, with what it printed. */
export type KampaProcess = {
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once npm has exited. */
  exited: Promise<number | null>;
};

export const startKampa = (setup: KampaSetup): KampaProcess => {
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(setup.port),
      FIREBASE_AUTH_EMULATOR_PORT: String(setup.emulatorPort),
      GOOGLE_SIM_PORT: String(setup.simPort),
      MAIL_RECEIVER_PORT: String(setup.simPort + 1),
      KAMPA_DATA_DIR: setup.dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as in a terminal: Ctrl-C (SIGINT to the group) stops it.
    detached: true,
  });
  let text = '';
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    if (process.env.CRASH_VERBOSE) process.stdout.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { process: child, output: () => text, exited };
};

/** Whether any process of the group `pgid` (a detached `npm start` and all it runs) is left. */
export const isGroupAlive = (pgid: number): boolean => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Ctrl-C as a terminal sends it (SIGINT to the whole group); resolves once every process ended. */
export const pressCtrlC = async (kampa: KampaProcess, timeoutMs = 60_000): Promise<void> => {
  const pgid = kampa.process.pid ?? 0;
  if (isGroupAlive(pgid)) process.kill(-pgid, 'SIGINT');
  await waitUntil('every process of npm start has ended', () => !isGroupAlive(pgid), timeoutMs);
};

/** Every process below `rootPid` (Linux: read from /proc). */
export const descendants = async (rootPid: number): Promise<ProcessInfo[]> => {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const all = (await Promise.all(pids.map((pid) => readProcess(pid)))).filter(
    (info): info is ProcessInfo => info !== null,
  );
  const found: ProcessInfo[] = [];
  let frontier = [rootPid];
  while (frontier.length > 0) {
    const children = all.filter((info) => frontier.includes(info.parentPid));
    found.push(...children);
    frontier = children.map((info) => info.pid);
  }
  return found;
};

const NODE = await realpath(process.execPath);

/** Whether `pid` runs Node (npm, tsx, the API, the simulator, the emulator all do). */
export const isNodeProcess = async (pid: number): Promise<boolean> =>
  (await readlink(`/proc/${pid}/exe`).catch(() => '')) === NODE;

/** The API process of a running Kampa. */
export const findApi = async (kampa: KampaProcess): Promise<ProcessInfo> => {
  const api = (await descendants(kampa.process.pid ?? 0)).find((info) =>
    Object.values(API_SCRIPT).some((script) => info.command.includes(script)),
  );
  if (!api) throw new Error(`No API process below npm start:\n${kampa.output()}`);
  return api;
};

/** Checks `condition` until it holds; fails with `what` after `timeoutMs`. */
export const waitUntil = async (
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};

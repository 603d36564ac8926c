import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { spawnNodeChild, waitForHealth, type ExitStatus } from './child';
import { REPO_ROOT } from './paths';

export const FIREBASE_PROJECT_ID = 'demo-kampa';

export type FirebaseEmulator = {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  url: string;
  pid: number;
  /** Resolves when the emulator has exited, however. */
  exited: Promise<ExitStatus>;
  output: () => string;
  /** SIGINT: it exports the accounts (with `persistDir`) and exits. */
  stop: () => Promise<void>;
};

/** What firebase-tools prints once every emulator is up and has imported its data. */
const READY_BANNER = 'All emulators ready!';

const FIREBASE_CLI = path.join(REPO_ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');

/**
 * Starts the Firebase Auth emulator (offline, `demo-` project, no UI) on `port`, with its hub and
 * logging on the next two ports so several stacks can run side by side. With `persistDir`, accounts
 * are imported on start and exported on exit, so a restart never orphans a user's projects.
 */
export const startFirebaseEmulator = async (options: {
  port: number;
  workDir: string;
  persistDir?: string;
  onOutput?: (text: string) => void;
  /** Called as soon as the process exists (to record it), before it is ready. */
  onSpawn?: (process: { pid: number; configFile: string }) => Promise<void> | void;
  /** Aborting gives up waiting for it, and stops it. */
  signal?: AbortSignal;
}): Promise<FirebaseEmulator> => {
  const { port, workDir, persistDir } = options;
  await mkdir(workDir, { recursive: true });
  const configFile = path.join(workDir, 'firebase.json');
  await writeFile(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 1 },
        logging: { host: '127.0.0.1', port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = [FIREBASE_CLI, '--config', configFile, 'emulators:start', '--only', 'auth'];
  args.push('--project', FIREBASE_PROJECT_ID);
  if (persistDir) {
    if (existsSync(path.join(persistDir, 'firebase-export-metadata.json'))) {
      args.push('--import', persistDir);
    }
    args.push('--export-on-exit', persistDir);
  }
  // firebase-tools finds "its" running emulators through a locator file named after the project in
  // the OS temp directory; emulators sharing it (npm start beside a test run, all `demo-kampa`)
  // would export each other's accounts. A private temp directory keeps each one to itself.
  const tmpDir = path.join(workDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const child = spawnNodeChild({
    name: 'Firebase Auth emulator',
    args,
    isTypeScript: false,
    cwd: workDir,
    env: { TMPDIR: tmpDir, FIREBASE_CLI_EXPERIMENTS: '', CI: 'true' },
    // SIGINT lets it export the accounts; a second signal would skip that.
    stopSignal: 'SIGINT',
    // Its own process group: a terminal's Ctrl-C must not reach it directly, because a second
    // SIGINT (ours) would make it skip exporting the accounts.
    isDetached: true,
    onOutput: options.onOutput,
  });
  const stop = () => child.stop(20_000);
  try {
    await options.onSpawn?.({ pid: child.pid, configFile });
    // It answers before it has imported the accounts: ready is when it says so.
    await waitForHealth(`http://127.0.0.1:${port}`, child, 90_000, options.signal, () =>
      child.output().includes(READY_BANNER),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const url = `http://127.0.0.1:${port}`;

  return {
    host: `127.0.0.1:${port}`,
    url,
    pid: child.pid,
    exited: child.exited,
    output: child.output,
    stop,
  };
};

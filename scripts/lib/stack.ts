import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export { REPO_ROOT } from './paths';
import { REPO_ROOT } from './paths';
import { hasRealGoogleCredentials, simulatorEndpoints } from '@kampa/google-sim';
import { startFirebaseEmulator } from './firebase-emulator';

export type StackOptions = {
  /** Port of the API (which also serves the built web app). */
  port: number;
  /** Port of the Firebase Auth emulator (its hub and logging take the next two). */
  emulatorPort: number;
  /** Port of the Google simulator; it is not started when real Google credentials are set. */
  simPort: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Print the children's output (npm start) or keep it for failures only (tests). */
  isVerbose: boolean;
};

export type Stack = {
  url: string;
  stop: () => Promise<void>;
};

type Child = { name: string; process: ChildProcess; output: string[] };

const TSX = path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');

const startChild = (
  name: string,
  script: string,
  env: Record<string, string>,
  isVerbose: boolean,
): Child => {
  const child = spawn(process.execPath, [TSX, script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 400) output.shift();
    if (isVerbose) process.stdout.write(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { name, process: child, output };
};

const waitForHealth = async (url: string, child: Child, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(
        `${child.name} exited (${child.process.exitCode}):\n${child.output.join('')}`,
      );
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(
    `${child.name} did not answer ${url} in ${timeoutMs} ms:\n${child.output.join('')}`,
  );
};

const stopChild = (child: Child, timeoutMs = 15_000): Promise<void> =>
  new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.process.kill('SIGKILL'), timeoutMs);
    child.process.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.process.kill('SIGTERM');
  });

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One Kampa per data directory: a second start is refused before it touches anything (the
 * database, the emulator's accounts). A lock left by a crashed run is taken over.
 */
const lockDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'kampa.pid');
  const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `Kampa is already running on ${dataDir} (process ${holder}). Stop it first, or set ` +
        'KAMPA_DATA_DIR to another directory.',
    );
  }
  await writeFile(lockFile, String(process.pid));
  return () => rm(lockFile, { force: true });
};

/** Starts every process Kampa needs, waits until each answers, and stops them all together. */
export const startStack = async (options: StackOptions): Promise<Stack> => {
  const { port, dataDir, isVerbose } = options;
  const releaseLock = await lockDataDir(dataDir);
  const children: Child[] = [];
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.all(children.reverse().map((child) => stopChild(child)));
    await Promise.all(stoppers.map((stopOne) => stopOne()));
    await releaseLock();
  };
  try {
    const googleEnv: Record<string, string> = {};
    if (!hasRealGoogleCredentials(process.env)) {
      const sim = startChild(
        'google-sim',
        'apps/google-sim/src/server.ts',
        { GOOGLE_SIM_PORT: String(options.simPort), GOOGLE_SIM_HOST: '127.0.0.1' },
        isVerbose,
      );
      children.push(sim);
      const simUrl = `http://127.0.0.1:${options.simPort}`;
      await waitForHealth(`${simUrl}/__sim/health`, sim, 30_000);
      const endpoints = simulatorEndpoints(simUrl);
      Object.assign(googleEnv, {
        GOOGLE_OAUTH_AUTHORIZE_URL: endpoints.oauthAuthorizeUrl,
        GOOGLE_OAUTH_TOKEN_URL: endpoints.oauthTokenUrl,
        GOOGLE_OAUTH_REVOKE_URL: endpoints.oauthRevokeUrl,
        // The Google account's e-mail after consent (shown with each connection).
        GOOGLE_OAUTH_USERINFO_URL: `${simUrl}/oauth2/v3/userinfo`,
        GOOGLE_ANALYTICS_ADMIN_URL: endpoints.gaAdminBaseUrl,
        GOOGLE_ANALYTICS_DATA_URL: endpoints.gaDataBaseUrl,
        GOOGLE_ADS_URL: endpoints.adsBaseUrl,
        GOOGLE_OAUTH_CLIENT_ID: endpoints.clientId,
        GOOGLE_OAUTH_CLIENT_SECRET: endpoints.clientSecret,
        GOOGLE_ADS_DEVELOPER_TOKEN: endpoints.developerToken,
      });
    }
    const emulatorHost = `127.0.0.1:${options.emulatorPort}`;
    const api = startChild(
      'api',
      'apps/api/src/server.ts',
      {
        PORT: String(port),
        KAMPA_DATA_DIR: dataDir,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        ...googleEnv,
        ...options.env,
      },
      isVerbose,
    );
    children.push(api);
    // The emulator and the API start side by side; the API needs the emulator only per request.
    // Both are awaited to the end, so a failure of one never leaves the other running.
    const [emulator, apiHealth] = await Promise.allSettled([
      startFirebaseEmulator({
        port: options.emulatorPort,
        workDir: path.join(dataDir, 'emulator-config'),
        persistDir: path.join(dataDir, 'firebase'),
      }),
      waitForHealth(`http://127.0.0.1:${port}/api/health`, api, 60_000),
    ]);
    if (emulator.status === 'fulfilled') stoppers.push(emulator.value.stop);
    if (emulator.status === 'rejected') throw emulator.reason;
    if (apiHealth.status === 'rejected') throw apiHealth.reason;
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${port}`, stop };
};

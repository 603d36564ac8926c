import path from 'node:path';

export { REPO_ROOT } from './paths';
import { hasRealGoogleCredentials, simulatorEndpoints } from '@kampa/google-sim';
import { API_SCRIPT } from './api-build';
import { spawnNodeChild, waitForHealth } from './child';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { keepAccountsSnapshot, type AccountsKeeper } from './emulator-accounts';
import { FIREBASE_PROJECT_ID, startFirebaseEmulator } from './firebase-emulator';
import { supervise, type Running, type Service, type Supervised } from './supervisor';

export type StackOptions = {
  /** Port of the API (which also serves the built web app). */
  port: number;
  /** Port of the Firebase Auth emulator (its hub and logging take the next two). */
  emulatorPort: number;
  /** Port of the Google simulator; it is not started when real Google credentials are set. */
  simPort: number;
  /**
   * SMTP port of the local mail receiver (its inbox answers on the next port); it is not started
   * without one, or when a real SMTP server is configured (SMTP_HOST).
   */
  mailPort?: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Print the children's output (npm start) or keep it for failures only (tests). */
  isVerbose: boolean;
  /** Where notices go (a process restarted); the console by default. */
  log?: (message: string) => void;
  /**
   * Run the API as built JavaScript (`npm start`, after `ensureApiBuild`) rather than its
   * TypeScript sources through tsx (`npm run dev`, the default).
   */
  isApiCompiled?: boolean;
};

export type Stack = {
  url: string;
  /** Stops everything, cleanly: accounts exported, PostgreSQL shut down. */
  stop: () => Promise<void>;
  /**
   * Resolves if a process kept failing and Kampa gave up on it; by then everything is stopped.
   * Never rejects.
   */
  failed: Promise<Error>;
};

/** A process of the stack, started and restarted the same way; `key` names it in the lock. */
type Part = Service & { key: string };

const nodeService = (options: {
  key: string;
  name: string;
  script: string;
  isTypeScript?: boolean;
  env: Record<string, string>;
  healthUrl: string;
  healthTimeoutMs: number;
  isVerbose: boolean;
  lock: DataDirLock;
}): Part => ({
  key: options.key,
  name: options.name,
  start: async (signal) => {
    const child = spawnNodeChild({
      name: options.name,
      args:
        options.isTypeScript === false
          ? ['--enable-source-maps', options.script]
          : [options.script],
      isTypeScript: options.isTypeScript ?? true,
      env: options.env,
      stopSignal: 'SIGTERM',
      onOutput: options.isVerbose ? (text) => process.stdout.write(text) : undefined,
    });
    try {
      await options.lock.recordChild(options.key, {
        pid: child.pid,
        marker: options.script,
        stopSignal: 'SIGTERM',
      });
      await waitForHealth(options.healthUrl, child, options.healthTimeoutMs, signal);
      return child;
    } catch (error) {
      await child.stop();
      throw error;
    }
  },
});

/**
 * Starts every process Kampa needs, waits until each answers, keeps them running (a process that
 * dies is started again; see supervisor.ts) and stops them all together.
 */
export const startStack = async (options: StackOptions): Promise<Stack> => {
  const { port, dataDir, isVerbose } = options;
  const log = options.log ?? ((message: string) => console.error(message));
  const lock = await lockDataDir(dataDir, log);

  const googleEnv: Record<string, string> = {};
  const parts: Part[] = [];
  if (!hasRealGoogleCredentials(process.env)) {
    const simUrl = `http://127.0.0.1:${options.simPort}`;
    parts.push(
      nodeService({
        key: 'google-sim',
        name: 'the Google simulator',
        script: 'apps/google-sim/src/server.ts',
        env: {
          GOOGLE_SIM_PORT: String(options.simPort),
          GOOGLE_SIM_HOST: '127.0.0.1',
          // Connections made with the simulator still work after Kampa is started again.
          GOOGLE_SIM_GRANTS_FILE: path.join(dataDir, 'google-sim/grants.json'),
        },
        healthUrl: `${simUrl}/__sim/health`,
        healthTimeoutMs: 30_000,
        isVerbose,
        lock,
      }),
    );
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
      GOOGLE_SEARCH_CONSOLE_URL: endpoints.searchConsoleBaseUrl,
      GOOGLE_OAUTH_CLIENT_ID: endpoints.clientId,
      GOOGLE_OAUTH_CLIENT_SECRET: endpoints.clientSecret,
      GOOGLE_ADS_DEVELOPER_TOKEN: endpoints.developerToken,
    });
  }
  const mailEnv: Record<string, string> = {};
  if (options.mailPort && !process.env.SMTP_HOST) {
    const inboxPort = options.mailPort + 1;
    parts.push(
      nodeService({
        key: 'mail-receiver',
        name: 'the local mail receiver',
        script: 'apps/api/src/lib/mail/receiver-server.ts',
        env: {
          MAIL_RECEIVER_SMTP_PORT: String(options.mailPort),
          MAIL_RECEIVER_HTTP_PORT: String(inboxPort),
          // The caught mail survives a restart (shown at /api/dev/mail).
          MAIL_RECEIVER_FILE: path.join(dataDir, 'mail/inbox.json'),
        },
        healthUrl: `http://127.0.0.1:${inboxPort}/health`,
        healthTimeoutMs: 30_000,
        isVerbose,
        lock,
      }),
    );
    Object.assign(mailEnv, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(options.mailPort),
      DEV_MAIL_INBOX_URL: `http://127.0.0.1:${inboxPort}`,
    });
  }
  const emulatorHost = `127.0.0.1:${options.emulatorPort}`;
  parts.push(
    nodeService({
      key: 'api',
      name: 'the API',
      script: options.isApiCompiled ? API_SCRIPT.compiled : API_SCRIPT.source,
      isTypeScript: !options.isApiCompiled,
      env: {
        PORT: String(port),
        KAMPA_DATA_DIR: dataDir,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        ...googleEnv,
        ...mailEnv,
        ...options.env,
      },
      healthUrl: `http://127.0.0.1:${port}/api/health`,
      healthTimeoutMs: 60_000,
      isVerbose,
      lock,
    }),
  );
  const persistDir = path.join(dataDir, 'firebase');
  parts.push({
    key: 'auth-emulator',
    name: 'the Firebase Auth emulator',
    start: (signal) =>
      startFirebaseEmulator({
        port: options.emulatorPort,
        workDir: path.join(dataDir, 'emulator-config'),
        persistDir,
        signal,
        onSpawn: ({ pid, configFile }) =>
          lock.recordChild('auth-emulator', { pid, marker: configFile, stopSignal: 'SIGINT' }),
      }),
  });

  const startup = new AbortController();
  const firstRuns = new Map<Part, Running>();
  const supervised: Supervised[] = [];
  let accounts: AccountsKeeper | null = null;
  let stopping: Promise<void> | null = null;
  let reportFailure: (error: Error) => void = () => undefined;
  const failed = new Promise<Error>((resolve) => (reportFailure = resolve));

  const stop = () =>
    (stopping ??= (async () => {
      startup.abort();
      // The snapshots end before the emulator exports the accounts on its own way out.
      await accounts?.stop();
      await Promise.all(
        supervised.length > 0
          ? supervised.map((one) => one.stop())
          : [...firstRuns.values()].map((run) => run.stop()),
      );
      await lock.release();
    })());

  const startPart = async (part: Part) => firstRuns.set(part, await part.start(startup.signal));
  // The simulator first (the API is given its URLs); then the API and the emulator side by side:
  // the API needs the emulator only per request. All are awaited, so a failure of one never
  // leaves another running.
  try {
    const [sim, ...rest] = parts[0]?.key === 'google-sim' ? parts : [null, ...parts];
    if (sim) await startPart(sim);
    const results = await Promise.allSettled(rest.map((part) => part && startPart(part)));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  } catch (error) {
    await stop();
    throw error;
  }

  accounts = keepAccountsSnapshot({
    emulatorUrl: `http://${emulatorHost}`,
    projectId: FIREBASE_PROJECT_ID,
    persistDir,
  });
  const giveUp = (error: Error) => {
    if (stopping) return;
    log(`\n${error.message}\nStopping Kampa.`);
    void stop().then(() => reportFailure(error));
  };
  for (const [part, first] of firstRuns) {
    supervised.push(supervise(part, first, { log, onGiveUp: giveUp }));
  }
  return { url: `http://localhost:${port}`, stop, failed };
};

import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './lib/paths';
import { startStack } from './lib/stack';

/**
 * `npm run dev`: the API, Auth emulator and Google simulator as in `npm start`, plus Vite with
 * hot module replacement on :5173, proxying /api to the API.
 */
const main = async () => {
  const port = Number(process.env.PORT ?? 3000);
  const webPort = Number(process.env.WEB_DEV_PORT ?? 5173);
  const stack = await startStack({
    port,
    emulatorPort: Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099),
    simPort: Number(process.env.GOOGLE_SIM_PORT ?? 4010),
    mailPort: Number(process.env.MAIL_RECEIVER_PORT ?? 2525),
    dataDir: path.resolve(process.env.KAMPA_DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    isVerbose: true,
    env: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      WEB_DIST_DIR: '',
      // The browser is on Vite's address: links in e-mails and Google's redirect lead there.
      KAMPA_PUBLIC_URL: process.env.KAMPA_PUBLIC_URL ?? `http://localhost:${webPort}`,
    },
  });
  const vite = spawn('npx', ['vite'], {
    cwd: path.join(REPO_ROOT, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, KAMPA_API_URL: `http://127.0.0.1:${port}` },
  });
  let isStopping = false;
  const shutdown = async () => {
    if (isStopping) return;
    isStopping = true;
    vite.kill('SIGTERM');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGHUP', () => void shutdown());
  vite.on('exit', () => void shutdown());
  // A process that kept failing: the stack is stopped by now; the message said why.
  void stack.failed.then(() => {
    if (isStopping) return;
    isStopping = true;
    vite.kill('SIGTERM');
    process.exit(1);
  });
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

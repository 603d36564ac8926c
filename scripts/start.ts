import path from 'node:path';
import { REPO_ROOT, startStack } from './lib/stack';
import { ensureApiBuild } from './lib/api-build';
import { ensureWebBuild } from './lib/web-build';

const main = async () => {
  const started = performance.now();
  // The API runs as built JavaScript: no TypeScript compiled on every start (dev keeps tsx).
  await Promise.all([ensureWebBuild(), ensureApiBuild()]);
  const port = Number(process.env.PORT ?? 3000);
  const dataDir = path.resolve(process.env.KAMPA_DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const emulatorPort = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099);
  const simPort = Number(process.env.GOOGLE_SIM_PORT ?? 4010);
  const stack = await startStack({
    port,
    emulatorPort,
    simPort,
    mailPort: Number(process.env.MAIL_RECEIVER_PORT ?? 2525),
    dataDir,
    isVerbose: true,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    isApiCompiled: true,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n  Kampa is running: ${stack.url}   (ready in ${seconds} s)`);
  console.log(`  Data directory:   ${dataDir}`);
  if (!process.env.SMTP_HOST) console.log(`  Mail it sent:     ${stack.url}/api/dev/mail`);
  console.log('  Press Ctrl-C to stop.\n');

  let isStopping = false;
  const shutdown = async () => {
    if (isStopping) return;
    isStopping = true;
    console.log('\nStopping Kampa…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  // A closed terminal: stop as cleanly as on Ctrl-C.
  process.on('SIGHUP', () => void shutdown());
  // A process that kept failing: everything is stopped by now; the message said why.
  void stack.failed.then(() => {
    if (!isStopping) process.exit(1);
  });
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { DEFAULT_HOST, DEFAULT_PORT, optionsFromEnv } from './config';
import { startSimulator } from './start';

const port = Number(process.env.GOOGLE_SIM_PORT ?? DEFAULT_PORT);
const host = process.env.GOOGLE_SIM_HOST ?? DEFAULT_HOST;

const simulator = await startSimulator({ ...optionsFromEnv(process.env), port, host });
console.log(
  `Google simulator listening on ${simulator.url} (OAuth ${simulator.url}/o/oauth2/v2/auth)`,
);

let closing = false;
const shutdown = (signal: string): void => {
  if (closing) return;
  closing = true;
  console.log(`Google simulator: ${signal}, shutting down`);
  simulator
    .close()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

import { defineConfig, devices } from '@playwright/test';

// Each run gets its own block of ports (and data directory), so two runs — or a run beside
// `npm start` — never collide. The runner picks it once; its workers inherit it via the env.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 2_000) * 10);
export const E2E_PORT = Number(process.env.E2E_PORT);
export const E2E_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? E2E_PORT + 1);
export const E2E_SIM_PORT = Number(process.env.E2E_SIM_PORT ?? E2E_PORT + 5);
/** The local mail receiver's SMTP port (its inbox answers on the next one). */
export const E2E_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? E2E_PORT + 6);

// Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Chromium's renderers crash under libfaketime, which the calendar sweep preloads into every other
// process: the browser starts without it and shifts its clock itself (fixtures/clock.ts).
const CHROMIUM_ENV = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'LD_PRELOAD' && name !== 'FAKETIME'),
);

// The screenshots (`screenshots.spec.ts`, written to test-results/screenshots for review by eye)
// compare nothing, so they are not tests: `npm run screenshots` takes them, `npm test` leaves them out.
const isScreenshotRun = Boolean(process.env.E2E_SCREENSHOTS);
const SCREENSHOT_SPECS = '**/screenshots.spec.ts';

// Where a run leaves its traces and its JSON report: the calendar sweep's runs keep theirs apart
// from `npm test`'s (Playwright empties the output folder when a run starts).
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e';
const RESULTS_JSON = process.env.E2E_RESULTS_JSON ?? '../test-results/e2e/results.json';

export default defineConfig({
  testDir: './tests',
  ...(isScreenshotRun ? { testMatch: SCREENSHOT_SPECS } : { testIgnore: SCREENSHOT_SPECS }),
  outputDir: OUTPUT_DIR,
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  // Generous waits: a loaded 2-core machine can take seconds to load a lazy screen. Waits end
  // as soon as their condition holds; no test asserts a duration.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: RESULTS_JSON }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      env: CHROMIUM_ENV,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});

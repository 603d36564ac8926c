import { spawn } from 'node:child_process';
import { REPO_ROOT } from './lib/paths';

/**
 * Takes the screenshots for review by eye (e2e `screenshots.spec.ts`, on the e2e stack) into
 * test-results/screenshots. An artefact step, not tests: `npm test` does not run them.
 */
const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  cwd: REPO_ROOT,
  env: { ...process.env, E2E_SCREENSHOTS: '1' },
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
child.once('exit', (code) => {
  console.log('\n  Screenshots: test-results/screenshots\n');
  process.exit(code ?? 1);
});

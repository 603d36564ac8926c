import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { expect, test } from '../../fixtures/test';
import { settled } from './helpers';

/**
 * The toasts are checked on a harness page: the app's real `AppToaster` (apps/web/src) and the
 * react-hot-toast it uses, bundled by this test and served under the app's origin through
 * `page.route`, styled by the app's built CSS. Nothing test-only ships in the product.
 */
const WEB_DIR = path.resolve(import.meta.dirname, '../../../apps/web');
const HARNESS_URL = '/__e2e__/toast-harness';

const HARNESS_SOURCE = `
import { createRoot } from 'react-dom/client';
import { toast } from 'react-hot-toast';
import { AppToaster } from './components/ui/toaster';

const fire = (type, message) => {
  if (type === 'blank') return toast(message);
  if (type === 'error') return toast.error(message);
  if (type === 'success') return toast.success(message);
  if (type === 'loading') return toast.loading(message);
  return toast.custom((t) => (
    <div data-toast-type="custom" data-toast-visible={String(t.visible)} role="status"
      className="rounded-xl bg-white px-4 py-3 text-sm shadow dark:bg-slate-800">{message}</div>
  ));
};
window.harness = { fire, dismissAll: () => toast.dismiss() };
createRoot(document.getElementById('root')).render(<AppToaster />);
`;

let harnessHtml = '';

test.beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: HARNESS_SOURCE, resolveDir: path.join(WEB_DIR, 'src'), loader: 'tsx' },
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    minify: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = (bundle.outputFiles[0]?.text ?? '').replaceAll('</script', '<\\/script');
  const assets = path.join(WEB_DIR, 'dist/assets');
  const cssFile = (await readdir(assets)).find((file) => file.endsWith('.css'));
  const css = cssFile ? await readFile(path.join(assets, cssFile), 'utf8') : '';
  harnessHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head><body><div id="root"></div><script type="module">${script}</script></body></html>`;
});

type Harness = {
  fire: (type: string, message: string) => string;
  dismissAll: () => void;
};

test.beforeEach(async ({ page }) => {
  // The page's clock is the test's: toast durations are checked in its time, not the machine's.
  await page.clock.install();
  await page.route(`**${HARNESS_URL}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: harnessHtml }),
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(HARNESS_URL);
  await page.waitForFunction(() => 'harness' in window);
});

const fire = (page: Page, type: string, message: string) =>
  page.evaluate(
    ([kind, text]) => (window as unknown as { harness: Harness }).harness.fire(kind, text),
    [type, message] as const,
  );

test('each type lasts its own duration: 4000 ms blank/error/custom, 2000 ms success, loading until dismissed', async ({
  page,
}) => {
  const TYPES = ['blank', 'error', 'success', 'loading', 'custom'] as const;
  // Time stands still from here on; it moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  for (const type of TYPES) await fire(page, type, `${type} toast`);
  /** These types are on screen, the others hidden (or already gone). */
  const shown = async (...types: string[]) => {
    for (const type of TYPES) {
      const visible = page.locator(`[data-toast-type="${type}"][data-toast-visible="true"]`);
      await expect(visible, type).toHaveCount(types.includes(type) ? 1 : 0);
    }
  };
  await shown(...TYPES);

  await page.clock.runFor(1_990);
  await shown(...TYPES);
  await page.clock.runFor(20); // 2010 ms
  await shown('blank', 'error', 'loading', 'custom');
  await page.clock.runFor(1_970); // 3980 ms
  await shown('blank', 'error', 'loading', 'custom');
  await page.clock.runFor(40); // 4020 ms
  await shown('loading');
  // Loading has no time limit: still on screen a minute later, gone once dismissed.
  await page.clock.runFor(60_000);
  await expect(page.locator('[data-toast-type="loading"]')).toHaveAttribute(
    'data-toast-visible',
    'true',
  );
  await page.evaluate(() => (window as unknown as { harness: Harness }).harness.dismissAll());
  await page.clock.runFor(5_000);
  await expect(page.locator('[data-toast-type]')).toHaveCount(0);
});

test('at most 20 toasts at once', async ({ page }) => {
  for (let index = 1; index <= 25; index += 1) await fire(page, 'blank', `Toast ${index}`);
  await expect(page.locator('[data-toast-type="blank"]')).toHaveCount(20);
  // The newest 20 stay.
  await expect(page.getByText('Toast 25', { exact: true })).toBeVisible();
  await expect(page.getByText('Toast 5', { exact: true })).toHaveCount(0);
});

test('top-center with an 8 px gutter', async ({ page }) => {
  await fire(page, 'blank', 'First');
  await fire(page, 'success', 'Second');
  await expect(page.locator('[data-toast-type]')).toHaveCount(2);
  // The second toast is placed once the first one's height is measured: wait for the layout itself.
  const layout = () =>
    page.locator('[data-toast-type]').evaluateAll((elements) => {
      const [first, second] = elements
        .map((element) => (element.parentElement ?? element).getBoundingClientRect())
        .sort((a, b) => a.top - b.top);
      return first && second
        ? { top: first.top, gutter: Math.round(second.top - first.bottom) }
        : null;
    });
  await expect.poll(layout).toEqual({ top: 16, gutter: 8 });
  const bar = await page.getByText('First').evaluate((element) => {
    const rect = element.closest('[data-toast-type]')?.firstElementChild?.getBoundingClientRect();
    return rect ? rect.left + rect.width / 2 : 0;
  });
  expect(Math.abs(bar - 512)).toBeLessThanOrEqual(1);

  // For the eye: every type, light and dark.
  for (const type of ['error', 'loading', 'custom']) await fire(page, type, `A ${type} toast`);
  await expect(page.locator('[data-toast-visible="true"]')).toHaveCount(5);
  await settled(page);
  const out = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
  await page.screenshot({
    path: `${out}/toasts-light.png`,
    clip: { x: 0, y: 0, width: 1024, height: 320 },
  });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({
    path: `${out}/toasts-dark.png`,
    clip: { x: 0, y: 0, width: 1024, height: 320 },
  });
});

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { expect, test } from '../../fixtures/test';

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

const fired = [];
const fire = (type, message) => {
  fired.push({ message, firedAt: performance.now(), hiddenAt: null });
  if (type === 'blank') return toast(message);
  if (type === 'error') return toast.error(message);
  if (type === 'success') return toast.success(message);
  if (type === 'loading') return toast.loading(message);
  return toast.custom((t) => (
    <div data-toast-type="custom" data-toast-visible={String(t.visible)} role="status"
      className="rounded-xl bg-white px-4 py-3 text-sm shadow dark:bg-slate-800">{message}</div>
  ));
};
new MutationObserver(() => {
  for (const entry of fired) {
    if (entry.hiddenAt !== null) continue;
    const element = [...document.querySelectorAll('[data-toast-visible]')].find((node) =>
      node.textContent.includes(entry.message));
    if (element && element.getAttribute('data-toast-visible') === 'false') {
      entry.hiddenAt = performance.now();
    }
  }
}).observe(document.body, { subtree: true, attributes: true, childList: true });
window.harness = { fire, fired, dismissAll: () => toast.dismiss() };
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

type Fired = { message: string; firedAt: number; hiddenAt: number | null };
type Harness = {
  fire: (type: string, message: string) => string;
  fired: Fired[];
  dismissAll: () => void;
};

test.beforeEach(async ({ page }) => {
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
  test.setTimeout(30_000);
  for (const type of ['blank', 'error', 'success', 'loading', 'custom']) {
    await fire(page, type, `${type} toast`);
  }
  await expect(page.locator('[data-toast-visible="true"]')).toHaveCount(5);
  await page.waitForTimeout(6_500);
  const fired = await page.evaluate(
    () => (window as unknown as { harness: Harness }).harness.fired,
  );
  const duration = (type: string) => {
    const entry = fired.find((item) => item.message === `${type} toast`);
    return entry?.hiddenAt ? entry.hiddenAt - entry.firedAt : Number.POSITIVE_INFINITY;
  };
  expect(duration('blank')).toBeGreaterThanOrEqual(3_950);
  expect(duration('blank')).toBeLessThan(4_300);
  expect(duration('error')).toBeGreaterThanOrEqual(3_950);
  expect(duration('error')).toBeLessThan(4_300);
  expect(duration('custom')).toBeGreaterThanOrEqual(3_950);
  expect(duration('custom')).toBeLessThan(4_300);
  expect(duration('success')).toBeGreaterThanOrEqual(1_950);
  expect(duration('success')).toBeLessThan(2_300);
  // Loading has no time limit: still on screen after 6.5 s, gone once dismissed.
  expect(duration('loading')).toBe(Number.POSITIVE_INFINITY);
  await expect(page.locator('[data-toast-type="loading"]')).toHaveAttribute(
    'data-toast-visible',
    'true',
  );
  await page.evaluate(() => (window as unknown as { harness: Harness }).harness.dismissAll());
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
  await page.waitForTimeout(400);
  const boxes = await page.locator('[data-toast-type]').evaluateAll((elements) =>
    elements
      .map((element) => (element.parentElement ?? element).getBoundingClientRect())
      .map((rect) => ({ top: rect.top, bottom: rect.bottom }))
      .sort((a, b) => a.top - b.top),
  );
  expect(boxes[0]?.top).toBe(16);
  expect((boxes[1]?.top ?? 0) - (boxes[0]?.bottom ?? 0)).toBeCloseTo(8, 0);
  const bar = await page.getByText('First').evaluate((element) => {
    const rect = element.closest('[data-toast-type]')?.firstElementChild?.getBoundingClientRect();
    return rect ? rect.left + rect.width / 2 : 0;
  });
  expect(Math.abs(bar - 512)).toBeLessThanOrEqual(1);

  // For the eye: every type, light and dark.
  for (const type of ['error', 'loading', 'custom']) await fire(page, type, `A ${type} toast`);
  await page.waitForTimeout(400);
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

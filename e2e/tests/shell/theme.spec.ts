import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { hasDarkClass } from './helpers';

/**
 * Records the root's classes at the moment <body> is created: after the blocking head script,
 * before any module script of the app runs and before anything can paint.
 */
const recordClassAtFirstBody = (context: BrowserContext) =>
  context.addInitScript(() => {
    const record = window as unknown as { __classAtBody?: string; __appRanFirst?: boolean };
    const observer = new MutationObserver(() => {
      if (document.body && record.__classAtBody === undefined) {
        record.__classAtBody = document.documentElement.className;
        record.__appRanFirst = Boolean(document.getElementById('root')?.children.length);
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });

const classAtFirstBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { __classAtBody?: string }).__classAtBody);

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('starts dark before the app runs, with nothing saved', async ({ page, context }) => {
    await recordClassAtFirstBody(context);
    await page.goto('/');
    expect(await classAtFirstBody(page)).toContain('dark');
    expect(await hasDarkClass(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('a saved "light" wins over the system preference, with no flash', async ({
    page,
    context,
  }) => {
    await recordClassAtFirstBody(context);
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/');
    expect(await classAtFirstBody(page)).not.toContain('dark');
    expect(await hasDarkClass(page)).toBe(false);
  });
});

test.describe('with a light system preference', () => {
  test.use({ colorScheme: 'light' });

  test('starts light; toggling flips, saves and sets the class; the choice survives a reload', async ({
    page,
    context,
  }) => {
    await recordClassAtFirstBody(context);
    await page.goto('/');
    expect(await classAtFirstBody(page)).not.toContain('dark');
    expect(await hasDarkClass(page)).toBe(false);

    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAccessibleName(/dark|tmavý/);
    await toggle.click();
    expect(await hasDarkClass(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(toggle).toHaveAccessibleName(/light|světlý/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(248, 250, 252)');

    await page.reload();
    expect(await classAtFirstBody(page)).toContain('dark');
    expect(await hasDarkClass(page)).toBe(true);

    await page.getByTestId('theme-toggle').click();
    expect(await hasDarkClass(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('the html colour scheme follows the theme (native controls and scrollbars)', async ({
    page,
  }) => {
    await page.goto('/');
    const scheme = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    expect(await scheme()).toBe('light');
    await page.getByTestId('theme-toggle').click();
    expect(await scheme()).toBe('dark');
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { settled, VIEWPORTS, width } from './helpers';

const sidebarWidth = (page: Page) => width(page.getByTestId('sidebar'));

const openProject = async (
  page: Page,
  fixtures: { signIn: () => Promise<unknown>; createProject: () => Promise<{ uid: string }> },
  area = 'dashboard',
) => {
  await fixtures.signIn();
  const project = await fixtures.createProject();
  await page.goto(`/project/${project.uid}/${area}`);
  await expect(page.getByTestId('navbar')).toBeVisible();
  return project;
};

test.describe('sidebar at 1440 px', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('starts open at 256 px and lists Dashboard, Analytics, Ads, then a separated Chat, Search with Events and Monitoring, Reports apart, and Team last', async ({
    page,
    signIn,
    createProject,
  }) => {
    await openProject(page, { signIn, createProject });
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(256);

    const nav = sidebar.getByRole('navigation');
    const lists = nav.getByRole('list');
    await expect(lists).toHaveCount(5);
    await expect(lists.nth(0).getByRole('link')).toHaveText(['Dashboard', 'Analytics', 'Ads']);
    await expect(lists.nth(1).getByRole('link')).toHaveText(['Chat']);
    await expect(lists.nth(2).getByRole('link')).toHaveText(['Search', 'Events', 'Monitoring']);
    await expect(lists.nth(3).getByRole('link')).toHaveText(['Reports']);
    await expect(lists.nth(4).getByRole('link')).toHaveText(['Team']);
    await expect(nav.locator('hr')).toHaveCount(4);
  });

  test('collapses to 80 px with icons only, keeping names and showing tooltips', async ({
    page,
    signIn,
    createProject,
  }) => {
    await openProject(page, { signIn, createProject });
    await page.getByTestId('sidebar-collapse').click();
    await expect.poll(() => sidebarWidth(page)).toBe(80);
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');

    const analytics = page.getByRole('link', { name: 'Analytics' });
    await expect(analytics).toBeVisible();
    // The label is visually hidden (icon only) but still names the link.
    const label = analytics.locator('span');
    expect(await width(label)).toBeLessThanOrEqual(1);
    await analytics.hover();
    await expect(page.getByRole('tooltip', { name: 'Analytics' })).toBeVisible();

    await page.getByTestId('sidebar-collapse').click();
    await expect.poll(() => sidebarWidth(page)).toBe(256);
  });

  test('highlights the active item by a fuzzy route match', async ({
    page,
    signIn,
    createProject,
  }) => {
    await openProject(page, { signIn, createProject }, 'analytics/connect');
    await expect(page.getByTestId('sidebar-analytics')).toHaveAttribute('data-active', 'true');
    await expect(page.getByTestId('sidebar-analytics')).toHaveAttribute('aria-current', 'page');
    for (const id of ['dashboard', 'ads', 'chat', 'events', 'monitoring']) {
      await expect(page.getByTestId(`sidebar-${id}`)).toHaveAttribute('data-active', 'false');
      await expect(page.getByTestId(`sidebar-${id}`)).not.toHaveAttribute('aria-current');
    }
    await page.getByTestId('sidebar-events').click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByTestId('sidebar-events')).toHaveAttribute('data-active', 'true');
    await expect(page.getByTestId('sidebar-analytics')).toHaveAttribute('data-active', 'false');
  });

  test('is reachable by keyboard with a visible focus ring', async ({
    page,
    signIn,
    createProject,
  }) => {
    await openProject(page, { signIn, createProject });
    const dashboard = page.getByTestId('sidebar-dashboard');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      if (await dashboard.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(dashboard).toBeFocused();
    const ring = await dashboard.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(ring).not.toBe('none');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('sidebar-analytics')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/analytics$/);
  });
});

test.describe('sidebar at 1024 px', () => {
  test.use({ viewport: VIEWPORTS.laptop });

  test('starts open at 256 px, and stays collapsed when the user collapsed it', async ({
    page,
    signIn,
    createProject,
  }) => {
    await openProject(page, { signIn, createProject });
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    await expect(page.getByTestId('sidebar-toggle')).toBeHidden();
    await page.getByTestId('sidebar-collapse').click();
    await expect.poll(() => sidebarWidth(page)).toBe(80);
    // Growing within 768–1280 px does not reopen it.
    await page.setViewportSize({ width: 1200, height: 768 });
    await settled(page);
    expect(await sidebarWidth(page)).toBe(80);
  });
});

test.describe('sidebar at 375 px', () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true });

  test('starts closed; the navbar toggle opens a 256 px drawer; tapping the main area closes it', async ({
    page,
    signIn,
    createProject,
  }) => {
    await openProject(page, { signIn, createProject });
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    const toggle = page.getByTestId('sidebar-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.tap();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await sidebarWidth(page)).toBe(256);

    // Tap the main area to the right of the drawer.
    await page.touchscreen.tap(330, 500);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing an item closes the drawer; Escape closes it too', async ({
    page,
    signIn,
    createProject,
  }) => {
    await openProject(page, { signIn, createProject });
    await page.getByTestId('sidebar-toggle').tap();
    await page.getByTestId('sidebar-chat').tap();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);

    await page.getByTestId('sidebar-toggle').tap();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
  });
});

test('follows the breakpoints while the window is resized', async ({
  page,
  signIn,
  createProject,
}) => {
  await page.setViewportSize(VIEWPORTS.laptop);
  await openProject(page, { signIn, createProject });
  await expect.poll(() => sidebarWidth(page)).toBe(256);

  await page.getByTestId('sidebar-collapse').click();
  await expect.poll(() => sidebarWidth(page)).toBe(80);

  // Growing past 1280 px opens it.
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect.poll(() => sidebarWidth(page)).toBe(256);

  // Shrinking below 768 px closes it (hidden on narrow screens).
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  // Back to 1024 px it stays closed: the 80 px rail.
  await page.setViewportSize(VIEWPORTS.laptop);
  await expect.poll(() => sidebarWidth(page)).toBe(80);

  // And past 1280 px again it opens.
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect.poll(() => sidebarWidth(page)).toBe(256);

  // Just below and at the breakpoints.
  await page.setViewportSize({ width: 767, height: 800 });
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.setViewportSize({ width: 768, height: 800 });
  await expect.poll(() => sidebarWidth(page)).toBe(80);
  await page.setViewportSize({ width: 1279, height: 800 });
  await settled(page);
  expect(await sidebarWidth(page)).toBe(80);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => sidebarWidth(page)).toBe(256);
});

test('is absent outside project routes', async ({ page, signIn }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn();
  await page.goto('/projects');
  await expect(page.getByTestId('navbar')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
});

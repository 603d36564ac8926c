import { buildPath } from '@kampa/contracts/common/contract';
import { createInviteContract } from '@kampa/contracts/team/create-invite';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../dashboards/fixtures';
import { openDashboard } from '../dashboards/helpers';
import { presetPreferences, settled, VIEWPORTS } from './helpers';

/**
 * Nothing is wider than the screen, whatever a person types: a 200-character project name, a
 * 145-character word with no break in it, a long chat question. The page never scrolls sideways
 * at a phone's or a desktop's width, cards stay inside their column and a wide table scrolls
 * inside its own card, with its last column reachable.
 */
const LONG_NAME = `Zahradnictví ${'a dlouhé jméno klienta '.repeat(9)}`.slice(0, 200);
const UNBROKEN = `https://example.cz/${'x'.repeat(126)}`;

/** How many pixels the page scrolls sideways (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every element's box lies within the viewport's width. */
const expectWithinWidth = async (elements: Locator, where: string) => {
  const edges = await elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return {
        left: box.left,
        right: box.right,
        text: (node as HTMLElement).innerText.slice(0, 40),
      };
    }),
  );
  expect(edges.length, `${where}: elements`).toBeGreaterThan(0);
  const width = await elements.page().evaluate(() => window.innerWidth);
  for (const edge of edges) {
    expect(edge.left, `${where}: "${edge.text}" starts on screen`).toBeGreaterThanOrEqual(-1);
    expect(edge.right, `${where}: "${edge.text}" ends on screen`).toBeLessThanOrEqual(width + 1);
  }
};

for (const viewport of ['phone', 'desktop'] as const) {
  test(`a 200-character name and a 145-character word keep /projects inside the screen (${viewport})`, async ({
    page,
    signIn,
    createProject,
  }) => {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await signIn();
    await createProject({ name: LONG_NAME, description: `${UNBROKEN} ${LONG_NAME}` });
    await createProject({ name: UNBROKEN, description: UNBROKEN });
    await createProject({ name: 'Krátký' });
    await page.goto('/projects');
    await expect(page.getByTestId('project-card')).toHaveCount(3);
    await settled(page);
    expect(await sidewaysScroll(page), 'sideways scroll').toBeLessThanOrEqual(0);
    const cards = page.getByTestId('project-card');
    await expectWithinWidth(cards, `cards at ${viewport}`);
    // No two cards overlap.
    const boxes = await cards.evaluateAll((nodes) =>
      nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect),
    );
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.right <= b.left + 1 ||
          b.right <= a.left + 1 ||
          a.bottom <= b.top + 1 ||
          b.bottom <= a.top + 1;
        expect(apart, `cards ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
      }
    }
  });
}

test('the chat at a phone width: the question, the answer and Send stay on screen', async ({
  page,
  context,
  signInToDemo,
  syncedDemo,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await presetPreferences(context, { language: 'en' });
  await signInToDemo();
  await page.goto(`/project/${syncedDemo.projectUid}/chat`);
  const input = page.getByRole('textbox').last();
  await input.fill(`How many sessions did we have last week? ${UNBROKEN}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('chat-answer').first()).toBeVisible({ timeout: 30_000 });
  // The answer has finished streaming when Send is back in place of Stop.
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  expect(await sidewaysScroll(page), 'sideways scroll').toBeLessThanOrEqual(0);
  await expectWithinWidth(page.getByRole('button', { name: 'Send' }), 'Send');
  await expectWithinWidth(page.getByTestId('chat-answer'), 'answers');
});

test('the Ads campaign table scrolls inside its card, says more columns lie to the right, and its last column can be reached (desktop)', async ({
  page,
  context,
  signInToDemo,
  syncedDemo,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await presetPreferences(context, { language: 'en' });
  await signInToDemo();
  await openDashboard(page, `/project/${syncedDemo.projectUid}/ads`);
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible();
  expect(await sidewaysScroll(page), 'sideways scroll').toBeLessThanOrEqual(0);
  // Columns past the card's edge are said until the table is scrolled to its end.
  const moreColumns = page.getByTestId('campaign-table-more-columns');
  await expect(moreColumns).toHaveText('More columns to the right: scroll the table sideways.');
  // Scrolled sideways as a trackpad does: the last column comes inside the card, the hint goes.
  const region = page.getByRole('region', { name: 'Campaigns' });
  await region.hover();
  await page.mouse.wheel(2_000, 0);
  await expect(moreColumns).toHaveCount(0);
  const lastHeader = table.getByRole('columnheader').last();
  await expectWithinWidth(lastHeader, 'the last column');
  const [regionBox, headerBox] = await Promise.all([
    region.boundingBox(),
    lastHeader.boundingBox(),
  ]);
  expect(headerBox!.x + headerBox!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 1);
});

test('the local mail page at a phone width, holding an invitation to a long-named project', async ({
  page,
  signIn,
  createProject,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const { idToken } = await signIn();
  const project = await createProject({ name: UNBROKEN });
  const invite = await page.request.post(
    buildPath(createInviteContract.path, { projectUid: project.uid }),
    {
      headers: { authorization: `Bearer ${idToken}` },
      data: { email: `${'x'.repeat(60)}@example.com`, role: 'viewer' },
    },
  );
  expect(invite.status(), await invite.text()).toBe(createInviteContract.status);
  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(UNBROKEN).first()).toBeVisible();
  await settled(page);
  expect(await sidewaysScroll(page), 'sideways scroll').toBeLessThanOrEqual(0);
});

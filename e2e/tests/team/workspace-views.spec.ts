import { expectNoAxeViolations } from '../../fixtures/audits';
import { expect, test } from '../../fixtures/test';
import { presetPreferences, settled, THEMES_AND_LANGUAGES, VIEWPORTS } from '../shell/helpers';

// An agency's workspace page with every owner's card on it (members and invitations, its
// projects, client reports, notification defaults, branding, deleting it): in both themes and
// languages, on a phone and a desktop, it is axe-clean and nothing runs off the screen.
test("the workspace page and every owner's card: both themes and languages, phone and desktop, axe-clean and no overflow", async ({
  page,
  context,
  signIn,
  createProject,
}) => {
  test.setTimeout(180_000);
  await presetPreferences(context, { language: 'en' });
  await signIn({ displayName: 'Owner Olga' });
  await page.goto('/workspaces');
  await page.getByTestId('workspace-name').fill('Agentura Modrá a synové, s. r. o.');
  await page.getByTestId('workspace-create').click();
  await expect(page.getByRole('heading', { level: 1, name: /Agentura Modrá/ })).toBeVisible();
  const workspaceUid = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await createProject({ name: 'Zahradnictví U Lípy – e-shop s dlouhým názvem', workspaceUid });
  await page
    .getByTestId('workspace-invite-email')
    .fill('kolegyne.s.dlouhym.jmenem@agentura.example');
  await page.getByTestId('workspace-invite-submit').click();
  await expect(page.getByTestId('workspace-invite-created')).toBeVisible();

  for (const { theme, language } of THEMES_AND_LANGUAGES) {
    await presetPreferences(context, { theme, language });
    for (const [name, viewport] of [
      ['phone', VIEWPORTS.phone],
      ['desktop', VIEWPORTS.desktop],
    ] as const) {
      const label = `workspace page, ${theme}, ${language}, ${name}`;
      await page.setViewportSize(viewport);
      await page.goto(`/workspaces/${workspaceUid}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const card of [
        'workspace-member-list',
        'workspace-invite-list',
        'workspace-projects-card',
        'workspace-reports-summary',
        'workspace-notification-defaults',
        'account-branding',
        'workspace-delete',
      ]) {
        await expect(page.getByTestId(card), `${label}: ${card}`).toBeVisible();
      }
      await settled(page);
      // What sticks out past the screen's right edge, named so a failure says where.
      const overflowing = await page.evaluate(() => {
        const edge = document.documentElement.clientWidth;
        return [...document.body.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}: ${(element.textContent ?? '').slice(0, 40)}`,
          );
      });
      expect(overflowing, `${label}: runs off the screen`).toEqual([]);
      await expectNoAxeViolations(page, label);
    }
  }
});

import { getNotificationPreferencesContract } from '@kampa/contracts/notifications/notification-preferences';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { expect, test } from '../../fixtures/test';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';

/**
 * The account page's Notifications card: the daily digest, its hour and zone, the alert e-mails
 * per severity and a project left out of the digest, saved, and still there after a reload (the
 * API answers the same); axe-clean, and usable on a 375 px phone.
 */

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

for (const [name, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const) {
  test(`sets notification preferences that stay after a reload (${name})`, async ({
    page,
    signIn,
    createProject,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const user = await signIn();
    const shop = await createProject({
      name: 'E-shop Alfa',
      websiteUrl: 'https://alfa.example.cz',
    });
    await createProject({ name: 'Kavárna Beta', websiteUrl: 'https://beta.example.cz' });

    await page.goto('/account');
    const card = page.getByTestId('account-notifications');
    await expect(card.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await card.getByLabel('Send me the daily digest').check();
    await card.getByLabel('Send it at').selectOption('06:00');
    await card.getByLabel('Time zone').selectOption('Europe/Lisbon');
    await card.getByLabel('Language of the e-mails').selectOption('cs');
    await card.getByRole('checkbox', { name: 'Info', exact: true }).first().uncheck();
    await card.getByLabel('E-shop Alfa in the daily digest').uncheck();
    await card.getByLabel('Own alert e-mail settings for Kavárna Beta').check();
    await card
      .getByRole('group', { name: 'Alerts of Kavárna Beta e-mailed when' })
      .getByRole('checkbox', { name: 'Warning' })
      .uncheck();
    // Keyboard: the save button is reached and pressed without a mouse.
    await card.getByRole('button', { name: 'Save notifications' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
    await expectNoAxeViolations(page, `account, notifications (${name})`);
    if (name === 'phone') {
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    }

    await page.reload();
    const again = page.getByTestId('account-notifications');
    await expect(again.getByLabel('Send me the daily digest')).toBeChecked();
    await expect(again.getByLabel('Send it at')).toHaveValue('6');
    await expect(again.getByLabel('Time zone')).toHaveValue('Europe/Lisbon');
    await expect(again.getByLabel('Language of the e-mails')).toHaveValue('cs');
    await expect(
      again.getByRole('checkbox', { name: 'Info', exact: true }).first(),
    ).not.toBeChecked();
    await expect(again.getByLabel('E-shop Alfa in the daily digest')).not.toBeChecked();
    await expect(again.getByLabel('Kavárna Beta in the daily digest')).toBeChecked();
    await expect(
      again
        .getByRole('group', { name: 'Alerts of Kavárna Beta e-mailed when' })
        .getByRole('checkbox', { name: 'Warning' }),
    ).not.toBeChecked();

    const answer = await page.request.get(getNotificationPreferencesContract.path, {
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    const saved = getNotificationPreferencesContract.response.parse(await answer.json());
    expect(saved).toMatchObject({
      isSaved: true,
      language: 'cs',
      timeZone: 'Europe/Lisbon',
      digest: { enabled: true, hour: 6 },
      alertEmails: { critical: true, warning: true, info: false },
    });
    expect(saved.projects.find((item) => item.project.uid === shop.uid)).toMatchObject({
      digest: false,
      alertEmails: null,
    });
  });
}

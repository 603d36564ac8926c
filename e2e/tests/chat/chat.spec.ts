import { expectNoAxeViolations } from '../../fixtures/audits';
import { expect, test } from '../dashboards/fixtures';
import {
  dashboardFromApi,
  formatCount,
  formatInBrowser,
  openDashboard,
} from '../dashboards/helpers';
import { presetPreferences, VIEWPORTS, type LanguageCode } from '../shell/helpers';

/**
 * The chat as a person uses it, with no model configured (the offline analyst): ask, read the
 * answer and its data card, follow the card to the dashboard for the same days and find the same
 * number there.
 */
const CASES: {
  language: LanguageCode;
  question: string;
  label: string;
  locale: string;
  answerLocale: string;
  viewport: keyof typeof VIEWPORTS;
  theme: 'light' | 'dark';
}[] = [
  {
    language: 'en',
    question: 'How many sessions did we have last week?',
    label: 'Sessions:',
    locale: 'en-GB',
    answerLocale: 'en-GB',
    viewport: 'desktop',
    theme: 'light',
  },
  {
    language: 'cs',
    question: 'Kolik jsme měli návštěv minulý měsíc?',
    label: 'Návštěvy:',
    locale: 'cs-CZ',
    answerLocale: 'cs-CZ',
    viewport: 'phone',
    theme: 'dark',
  },
];

for (const c of CASES) {
  test(`asks in ${c.language} (${c.viewport}, ${c.theme}), sees the answer and its data card, and the card's dashboard shows the same number`, async ({
    page,
    context,
    signInToDemo,
    syncedDemo,
  }) => {
    await page.setViewportSize(VIEWPORTS[c.viewport]);
    await presetPreferences(context, { theme: c.theme, language: c.language });
    const { idToken } = await signInToDemo();
    const uid = syncedDemo.projectUid;
    await page.goto(`/project/${uid}/chat`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('chat-model')).toBeVisible();
    await expectNoAxeViolations(page, `empty chat ${c.language}`);

    // Ask by typing (Czech) or by the suggested question (English).
    if (c.language === 'en') {
      await page.getByRole('button', { name: c.question }).click();
    } else {
      await page.getByRole('textbox').fill(c.question);
      await page.getByRole('textbox').press('Enter');
    }
    await expect(page).toHaveURL(/[?&]thread=/);
    const answer = page.getByTestId('chat-answer').last();
    await expect(answer).toContainText(c.label);
    await expect(answer.getByRole('button', { name: /Copy|Kopírovat/ })).toBeVisible();
    const card = answer.getByTestId('data-card');
    await expect(card).toHaveCount(1);
    await card.locator('summary').first().click();
    const link = card.getByRole('link');
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page, `answer ${c.language}`);

    // The number in the answer is the dashboard API's for the card's days.
    const href = (await link.getAttribute('href')) ?? '';
    const query = new URL(href, 'http://x').searchParams;
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const view = await dashboardFromApi(page, idToken, 'analytics', uid, query.toString());
    const sessions = view.kpis.sessions.value;
    expect(sessions).toEqual(expect.any(Number));
    await expect(answer).toContainText(
      `${c.label} ${await formatInBrowser(page, sessions ?? Number.NaN, c.answerLocale, { maximumFractionDigits: 2 })}`,
    );

    // Following the card opens the dashboard on the same days, showing the same number.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/project/${uid}/analytics\\?`));
    await openDashboard(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByTestId('kpi-sessions-value')).toHaveText(
      await formatCount(page, sessions, c.locale),
    );
  });
}

test('keeps threads: a second question in the thread, rename and delete', async ({
  page,
  context,
  signInToDemo,
  syncedDemo,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await presetPreferences(context, { theme: 'light', language: 'en' });
  await signInToDemo();
  await page.goto(`/project/${syncedDemo.projectUid}/chat`);
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill('cost last month');
  await box.press('Enter');
  await expect(page.getByTestId('chat-answer')).toHaveCount(1);
  await expect(page.getByTestId('chat-answer')).toContainText('Ad cost:');
  // The box takes the next question once the answer has finished (Send replaces Stop): its
  // text can be on screen while the answer is still being saved.
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await box.fill('What is the meaning of life?');
  await box.press('Enter');
  await expect(page.getByTestId('chat-answer')).toHaveCount(2);
  await expect(page.getByTestId('chat-answer').last()).toContainText("don't understand");
  await expect(page.getByTestId('chat-answer').last().getByTestId('data-card')).toHaveCount(0);

  const threads = page.getByRole('navigation', { name: 'Threads' });
  await threads.getByRole('button', { name: 'Rename the thread cost last month' }).click();
  const name = threads.getByRole('textbox', { name: 'Thread name' });
  await name.fill('Spend');
  await name.press('Enter');
  await expect(threads.getByRole('button', { name: 'Spend', exact: true })).toBeVisible();
  // Reloaded, the thread is still there with both answers.
  await page.reload();
  await expect(page.getByTestId('chat-answer')).toHaveCount(2);
  await threads.getByRole('button', { name: 'Delete the thread Spend' }).click();
  await threads.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(threads.getByRole('button', { name: 'Spend', exact: true })).toHaveCount(0);
  await expect(page).not.toHaveURL(/thread=/);
});

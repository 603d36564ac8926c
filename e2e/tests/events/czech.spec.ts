import { presetPreferences } from '../shell/helpers';
import { expect, test } from './fixtures';

/**
 * Czech everywhere: the default rules' names and every message of the rule form after each kind
 * of bad input (empty, not a number, too big, too small, a wrong address) are Czech, never the
 * contract's English.
 */
const ENGLISH = /\b(must|Invalid|expected|received|empty|characters|at most|at least)\b/;

test('monitoring in Czech: default rules named in Czech, the rule form refuses bad input in Czech', async ({
  page,
  context,
  signInToEventsDemo,
  eventsDemo,
}) => {
  await presetPreferences(context, { language: 'cs' });
  await signInToEventsDemo();
  await page.goto(`/project/${eventsDemo.projectUid}/monitoring`);
  const rules = page.getByTestId('rule-row');
  await expect(rules.filter({ hasText: 'Měření se zastavilo' })).toHaveCount(1);
  await expect(rules.filter({ hasText: 'Tracking stopped' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Nové pravidlo' }).click();
  const dialog = page.getByTestId('rule-dialog');
  await dialog.getByLabel('Změna alespoň o (%)').fill('abc');
  await dialog.getByLabel('Porušení za sebou').fill('15');
  await dialog.getByLabel('Pauza (dny)').fill('-1');
  await dialog.getByLabel('Webhook (nepovinné)').fill('ftp://jana:heslo@example.cz');
  await dialog.getByRole('button', { name: 'Uložit pravidlo' }).click();
  for (const message of [
    'Vyplňte toto pole.',
    'Zadejte číslo.',
    'Zadejte 14 nebo méně.',
    'Zadejte 0 nebo více.',
    'Zadejte webovou adresu začínající http:// nebo https://.',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  expect(await dialog.innerText()).not.toMatch(ENGLISH);
});

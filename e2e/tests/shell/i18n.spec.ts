import { expect, test } from '../../fixtures/test';
import { screens, screenWalkTimeout } from './helpers';

test.describe('a Czech browser', () => {
  test.use({ locale: 'cs-CZ' });

  test('gets Czech on the first visit, with <html lang="cs">', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Marketingová data všech vašich webů na jednom místě',
    );
    await expect(page.getByRole('button', { name: 'Jazyk: Čeština' })).toBeVisible();
  });
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('falls back to English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('switches to Czech from the keyboard, and the choice persists', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const trigger = page.getByRole('button', { name: 'Language: English' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio')).toHaveText(['Čeština', 'English']);
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Home');
    await expect(menu.getByRole('menuitemradio', { name: 'Čeština' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('link', { name: 'Podmínky užívání' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('kampa.language'))).toBe('cs');
    // Focus returns to the trigger.
    await expect(page.getByRole('button', { name: 'Jazyk: Čeština' })).toBeFocused();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('button', { name: 'Jazyk: Čeština' })).toBeVisible();
  });

  test('no English screen shows Czech text (beyond the words meant to stay Czech)', async ({
    page,
    signIn,
    createProject,
  }) => {
    test.setTimeout(screenWalkTimeout());
    // The user's name (on the team screen) and the project's are the user's text, not the
    // interface's: English ones here.
    await signIn({ displayName: 'Jane Doe' });
    const project = await createProject({ name: 'Garden Centre' });
    // Allowed: the landing page's button, Czech in both languages, the Czech authority's name, and
    // the account page's language choice, where each language is named in itself.
    const allowed = ['K projektům', 'Úřad pro ochranu osobních údajů', 'Čeština'];
    for (const screen of screens(project.uid)) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      let text = await page.locator('body').innerText();
      for (const phrase of allowed) text = text.replaceAll(phrase, '');
      expect(text, screen.name).not.toMatch(/[áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]/);
    }
  });
});

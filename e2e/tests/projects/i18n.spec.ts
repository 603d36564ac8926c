import { expect, test } from '../../fixtures/test';
import { expectNoMissingKeys } from './helpers';

test.describe('a Czech browser', () => {
  test.use({ locale: 'cs-CZ' });

  test('gets the projects screens in Czech with every key translated', async ({
    page,
    signIn,
    createProject,
  }) => {
    await signIn();
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Zatím žádné projekty' })).toBeVisible();
    await expectNoMissingKeys(page, 'empty list');

    await page.goto('/projects/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nový projekt' })).toBeVisible();
    await page.getByLabel('Web').fill('nic');
    await page.getByRole('button', { name: 'Založit projekt' }).click();
    await expect(page.getByText('Zadejte název projektu.')).toBeVisible();
    await expect(
      page.getByText(
        'Zadejte veřejnou webovou adresu, např. https://www.example.cz, bez uživatelského jména a hesla.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Měna')).toContainText('CZK – česká koruna');
    await expectNoMissingKeys(page, 'form with errors');

    const project = await createProject({ name: 'Kavárna' });
    await page.goto('/projects');
    const card = page.getByTestId('project-card');
    await expect(card).toContainText('Vlastník');
    await expect(card.getByTestId('analytics-state')).toHaveText('Nepřipojeno');
    await expect(card).toContainText(/Založeno \d{1,2}\. \p{L}+ \d{4}/u);
    await expectNoMissingKeys(page, 'list');

    await page.goto(`/project/${project.uid}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Nastavte projekt' })).toBeVisible();
    await expect(page.getByTestId('checklist-analytics').getByRole('link')).toHaveText('Připojit');
    await page.getByRole('button', { name: 'Nastavení' }).click();
    await expect(page.getByRole('dialog', { name: 'Nastavení projektu' })).toBeVisible();
    await expect(page.getByLabel(/Pro potvrzení napište název projektu: Kavárna/)).toBeVisible();
    await expectNoMissingKeys(page, 'dashboard with settings');
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('gets the projects screens in English with every key translated', async ({
    page,
    signIn,
    createProject,
  }) => {
    await signIn();
    const project = await createProject({ name: 'Coffee house' });
    for (const path of ['/projects', '/projects/new', `/project/${project.uid}/dashboard`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoMissingKeys(page, path);
      const text = await page.locator('body').innerText();
      expect(text, path).not.toMatch(/[áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]/);
    }
  });
});

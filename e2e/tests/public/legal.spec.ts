import { expect, test } from '../../fixtures/test';

const DOCUMENTS = [
  {
    path: '/terms-of-service',
    title: { cs: 'Podmínky užívání', en: 'Terms of service' },
    mustMention: {
      cs: ['Připojení dat z Googlu', 'Analytik v chatu', 'Změny podmínek'],
      en: ['Connecting Google data', 'The chat analyst', 'Changes to these terms'],
    },
  },
  {
    path: '/privacy-policy',
    title: { cs: 'Zásady ochrany osobních údajů', en: 'Privacy policy' },
    mustMention: {
      cs: ['uid', 'e-mailovou adresu', 'Obnovovací tokeny', 'Jak dlouho', 'Jak svá data smazat'],
      en: [
        'uid',
        'e-mail address',
        'refresh tokens',
        'How long we keep it',
        'How to delete your data',
      ],
    },
  },
] as const;

for (const language of ['cs', 'en'] as const) {
  for (const document of DOCUMENTS) {
    test(`${document.path} in ${language}: full text with version, effective date and contact`, async ({
      page,
      context,
    }) => {
      await context.addInitScript(
        (saved) => localStorage.setItem('kampa.language', saved),
        language,
      );
      await page.goto(document.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title[language]);
      await expect(page.getByText(/(Verze|Version) 2026-11-01/)).toBeVisible();
      await expect(
        page.getByText(language === 'cs' ? /1\. listopadu 2026/ : /1 November 2026/),
      ).toBeVisible();
      const article = page.getByRole('article');
      for (const phrase of document.mustMention[language]) {
        await expect(article).toContainText(phrase);
      }
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(9);
      await expect(article.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      // The table of contents jumps to its section.
      await article.getByRole('navigation').getByRole('link').nth(1).click();
      await expect(page).toHaveURL(/#section-2$/);
    });
  }
}

test('the server answers a trailing slash with a 301 to the canonical URL, query kept', async ({
  request,
}) => {
  // The client router would also fix the address bar: only the server's own answer tells them apart.
  for (const path of ['/terms-of-service', '/privacy-policy']) {
    const response = await request.get(`${path}/?a=1`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(`${path}?a=1`);
  }
  const health = await request.get('/api/health/', { maxRedirects: 0 });
  expect(health.status()).not.toBe(301);
  expect(health.headers().location).toBeUndefined();
});

test('public pages are reachable signed out and have no trailing slash', async ({ page }) => {
  for (const path of ['/terms-of-service', '/privacy-policy']) {
    const response = await page.goto(`${path}/`);
    expect(response?.ok()).toBe(true);
    // The document came through the server's redirect, not a client-side fix of the URL.
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${path}/$`));
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

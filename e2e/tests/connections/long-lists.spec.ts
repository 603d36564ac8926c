import type { TListAdsAccountsResponse } from '@kampa/contracts/ads/list-ads-accounts';
import type { TListAnalyticsAccountsResponse } from '@kampa/contracts/analytics/list-accounts';
import type { TListSearchConsoleSitesResponse } from '@kampa/contracts/search-console/list-search-console-sites';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/audits';
import { expect, test } from '../../fixtures/test';
import { connectGoogle, DEMO } from './helpers';

// The simulator's demo account sees a handful of each: an agency's account sees dozens. Its
// answers are lengthened on their way to the browser (the real entries stay, so one can be chosen).
const MANY = 12;

const lengthen = async <T>(page: Page, path: string, change: (body: T) => T) => {
  await page.route(
    (url) => url.pathname.startsWith('/api/project/') && url.pathname.endsWith(`/${path}`),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: change((await response.json()) as T) });
    },
  );
};

const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

test('long lists of GA4 properties, Ads accounts and Search Console sites are searched by name and id', async ({
  page,
  signIn,
  createProject,
}) => {
  test.setTimeout(120_000);
  await lengthen<TListAnalyticsAccountsResponse>(page, 'analytics/accounts', (body) => ({
    ...body,
    accounts: [
      ...body.accounts,
      {
        accountId: '299900',
        displayName: 'Agency clients',
        properties: numbered(MANY).map((n) => ({
          propertyId: String(399000000 + n),
          displayName: `Client shop ${n}`,
        })),
      },
    ],
  }));
  await lengthen<TListAdsAccountsResponse>(page, 'ads/accounts', (body) => ({
    ...body,
    customers: [
      ...body.customers,
      ...numbered(MANY).map((n) => ({
        customerId: String(4890000000 + n),
        descriptiveName: `Client campaigns ${n}`,
        currency: 'CZK',
        timeZone: 'Europe/Prague',
        isManager: false,
        clients: [],
      })),
    ],
  }));
  await lengthen<TListSearchConsoleSitesResponse>(page, 'search/sites', (body) => ({
    ...body,
    sites: [
      ...body.sites,
      ...numbered(MANY).map((n) => ({
        siteUrl: `https://client-${n}.example/`,
        permissionLevel: 'siteOwner' as const,
        readable: true,
      })),
    ],
  }));
  await signIn();
  const project = await createProject({ name: 'Agency' });

  // GA4: by a property's name, by its id, and nothing found.
  await page.goto(`/project/${project.uid}/analytics/connect`);
  await connectGoogle(page);
  const properties = page.getByLabel('Search properties');
  await expect(properties).toBeVisible();
  const shownProperties = page.locator('[data-testid^="property-"]').getByRole('radio');
  await properties.fill('client shop 1');
  // "Client shop 1", "… 10", "… 11", "… 12".
  await expect(shownProperties).toHaveCount(4);
  await expect(page.getByText(/^4 of \d+ shown$/)).toBeVisible();
  await properties.fill(DEMO.property);
  await expect(shownProperties).toHaveCount(1);
  await expect(page.getByTestId(`property-${DEMO.property}`)).toBeVisible();
  await page.getByTestId(`property-${DEMO.property}`).click();
  await expectNoAxeViolations(page, 'analytics connect, a long list searched');

  // Ads: by an account's name and by its id as Google writes it (dashed).
  await page.goto(`/project/${project.uid}/ads/connect`);
  const accounts = page.getByLabel('Search accounts');
  await expect(accounts).toBeVisible();
  await accounts.fill('Client campaigns 7');
  await expect(page.locator('[data-testid^="ads-account-"]').getByRole('radio')).toHaveCount(1);
  await accounts.fill('481-000-0001');
  await expect(page.getByTestId(`ads-account-${DEMO.client}`)).toBeVisible();
  await expect(page.getByTestId('ads-account-4890000007')).toHaveCount(0);

  // Search Console: by the site's address.
  await page.goto(`/project/${project.uid}/search/connect`);
  const sites = page.getByLabel('Search sites');
  await expect(sites).toBeVisible();
  await sites.fill('client-1');
  // client-1, client-10, client-11, client-12.
  await expect(page.getByTestId('search-site-option')).toHaveCount(4);
  await sites.fill('zahradnicentrum');
  await expect(page.getByTestId('search-site-option')).toHaveCount(1);
  await expectNoAxeViolations(page, 'search connect, a long list searched');
});

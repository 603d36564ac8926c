import { expect, test } from '../../fixtures/test';
import { E2E_SIM_PORT } from '../../playwright.config';

// The Google simulator's OAuth consent page, driven in Chromium as a person would: the connect
// flow of the data issues sends users here (or to Google's own page in production).
const SIM = `http://127.0.0.1:${E2E_SIM_PORT}`;
const CALLBACK = `${SIM}/__sim/health`;
const SCOPES = [
  'https://www.googleapis.com/auth/analytics.readonly',
  'https://www.googleapis.com/auth/adwords',
];

const authorizeUrl = (state: string) => {
  const url = new URL(`${SIM}/o/oauth2/v2/auth`);
  url.search = new URLSearchParams({
    client_id: 'kampa-local',
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: SCOPES.join(' '),
    access_type: 'offline',
    prompt: 'consent',
    state,
  }).toString();
  return url.toString();
};

test('a person picks an account, allows access, and the code buys offline tokens', async ({
  page,
  request,
}) => {
  await page.goto(authorizeUrl('state-123'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('kampa-local');
  const marketa = page.getByRole('radio', { name: /marketa@kampa\.local/ });
  await marketa.check();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await page.getByRole('button', { name: /Allow/ }).click();

  await page.waitForURL(/__sim\/health\?/);
  const redirected = new URL(page.url());
  expect(redirected.searchParams.get('state')).toBe('state-123');
  const code = redirected.searchParams.get('code');
  expect(code).toBeTruthy();

  const tokenResponse = await request.post(`${SIM}/token`, {
    form: {
      grant_type: 'authorization_code',
      code: code ?? '',
      client_id: 'kampa-local',
      client_secret: 'kampa-local-secret',
      redirect_uri: CALLBACK,
    },
  });
  expect(tokenResponse.status()).toBe(200);
  const tokens = (await tokenResponse.json()) as { access_token: string; refresh_token?: string };
  expect(tokens.refresh_token).toBeTruthy();

  // The token belongs to the account chosen on the page: Markéta sees one GA account.
  const summaries = await request.get(`${SIM}/v1beta/accountSummaries`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const body = (await summaries.json()) as { accountSummaries: { account: string }[] };
  expect(body.accountSummaries).toHaveLength(1);

  // A code is good once, as with Google.
  const replay = await request.post(`${SIM}/token`, {
    form: {
      grant_type: 'authorization_code',
      code: code ?? '',
      client_id: 'kampa-local',
      client_secret: 'kampa-local-secret',
      redirect_uri: CALLBACK,
    },
  });
  expect(replay.status()).toBe(400);
  expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
});

test('denying sends the person back with access_denied and no code', async ({ page }) => {
  await page.goto(authorizeUrl('state-456'));
  await page.getByRole('button', { name: /Deny/ }).click();
  await page.waitForURL(/__sim\/health\?/);
  const redirected = new URL(page.url());
  expect(redirected.searchParams.get('error')).toBe('access_denied');
  expect(redirected.searchParams.get('state')).toBe('state-456');
  expect(redirected.searchParams.get('code')).toBeNull();
});

test('an unknown redirect address is refused on the page, not redirected to', async ({ page }) => {
  const url = new URL(authorizeUrl('s'));
  url.searchParams.set('redirect_uri', 'https://evil.example.com/callback');
  const response = await page.goto(url.toString());
  expect(response?.status()).toBe(400);
  await expect(page.getByText(/redirect_uri_mismatch/).first()).toBeVisible();
  expect(page.url()).toContain(SIM);
});

import { getDevMailContract } from '@kampa/contracts/dev/get-dev-mail';
import { makeUser } from '@kampa/contracts/test-support/factories';
import { acceptTosContract } from '@kampa/contracts/user/accept-tos';
import { createProfileContract } from '@kampa/contracts/user/create-profile';
import { expect, type Browser, type Page } from '@playwright/test';
import { followShiftedClock } from '../../fixtures/clock';

/**
 * A second person in a browser context of their own (English UI), signed in on the Auth emulator
 * with the given address, past the welcome notice and the terms.
 */
export const openSecondPerson = async (
  browser: Browser,
  person: { email: string; displayName: string },
) => {
  const context = await browser.newContext();
  await followShiftedClock(context);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('kampa.language', 'en'));
  await page.goto('/');
  await page.waitForFunction(() => Boolean(window.kampaEmulator));
  const { sub } = makeUser();
  await page.evaluate((claims) => window.kampaEmulator?.signInWithGoogleCredential(claims), {
    sub,
    email: person.email,
    name: person.displayName,
  });
  const token = await page.evaluate(() => window.kampaEmulator?.getIdToken());
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.post(createProfileContract.path, { headers })).status()).toBe(
    createProfileContract.status,
  );
  expect((await page.request.post(acceptTosContract.path, { headers })).status()).toBe(
    acceptTosContract.status,
  );
  return { context, page, headers };
};

/**
 * The invitation link from the newest e-mail to `email`, as the local mail receiver caught it:
 * to a project (`invite`) or to a workspace (`workspace-invite`).
 */
export const readInviteLink = async (
  page: Page,
  email: string,
  kind: 'invite' | 'workspace-invite' = 'invite',
): Promise<string> => {
  const INVITE_LINK = new RegExp(`https?://\\S+/${kind}/[A-Za-z0-9_-]{43}`);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(getDevMailContract.path);
      const { messages } = getDevMailContract.response.parse(await response.json());
      link = messages.find((message) => message.to.includes(email))?.text.match(INVITE_LINK)?.[0];
      return link;
    })
    .toBeTruthy();
  return link ?? '';
};

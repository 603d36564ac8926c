import { listProjectsContract } from '@kampa/contracts/project/list-projects';
import { expect, type Page } from '@playwright/test';

/** A 21-character id in the right format that no project has. */
export const UNKNOWN_PROJECT_ID = 'AAAAAAAAAAAAAAAAAAAAA';

/** Saves the UI language before any page script runs. */
export const useLanguage = async (page: Page, language: 'cs' | 'en') => {
  await page.addInitScript((value) => localStorage.setItem('kampa.language', value), language);
};

/** A key i18next could not find is rendered as itself, e.g. `projects.list.title`. */
export const expectNoMissingKeys = async (page: Page, label: string) => {
  const text = await page.locator('body').innerText();
  expect(text, label).not.toMatch(/\b(projects|common|errors|shell)\.[a-zA-Z_]+/);
};

/** The signed-in user's projects, straight from the API. */
export const listProjectsThroughApi = async (page: Page, idToken: string) => {
  const response = await page.request.get(listProjectsContract.path, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(response.status()).toBe(listProjectsContract.status);
  return listProjectsContract.response.parse(await response.json()).projects;
};

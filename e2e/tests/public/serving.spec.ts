import { devices } from '@playwright/test';
import { expect, test } from '../../fixtures/test';

// The built app as a browser and a crawler get it: compressed, cached by name, described.
test.describe('serving the built app', () => {
  test('sends the entry script brotli-compressed and cached for a year', async ({ request }) => {
    const shell = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(shell.headers()['content-encoding']).toBe('br');
    expect(shell.headers()['cache-control']).toBe('no-cache');
    const html = await shell.text();
    const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();

    for (const encoding of ['br', 'gzip']) {
      const script = await request.get(entry!, { headers: { 'accept-encoding': encoding } });
      expect(script.status()).toBe(200);
      expect(script.headers()['content-encoding']).toBe(encoding);
      expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('has a real robots.txt', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*/m);
  });

  for (const [language, description] of [
    ['cs', /na jednom místě/],
    ['en', /in one place/],
  ] as const) {
    test(`describes the page and marks its language in ${language}`, async ({ page, context }) => {
      await context.addInitScript(
        (saved) => localStorage.setItem('kampa.language', saved),
        language,
      );
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        description,
      );
    });
  }
});

// On a phone Firebase would fetch Google's popup helper at start: it must wait for the sign-in.
test.describe('a first visit on a phone', () => {
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use(phone);

  test("loads one language, only the public pages' words, and nothing from Google until someone signs in", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Google/ }).first()).toBeVisible();
    // Signed out, the page still checks for a session (Firebase loads): wait until it has.
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
    // Messages chunks are `start-<language>` (public pages, frame) and `app-<language>` (signed in).
    const messages = scripts.filter((url) => /\/assets\/(start|app)-(cs|en)-[\w-]+\.js$/.test(url));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/\/assets\/start-(cs|en)-/);
  });
});

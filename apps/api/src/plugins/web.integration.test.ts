import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';

let testApp: TestApp;
let distDir: string;
/** An inline script of index.html, as the theme's. */
const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', false);";

beforeAll(async () => {
  // A built web app of two files is enough: the plugin serves whatever is in the folder.
  distDir = await mkdtemp(path.join(tmpdir(), 'kampa-web-'));
  await mkdir(path.join(distDir, 'assets'));
  // As the build leaves it: `.br` and `.gz` beside the text files worth compressing.
  const files = {
    'index.html': `<!doctype html><title>Kampa</title><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app-1234.js"></script>${' '.repeat(600)}`,
    'assets/app-1234.js': `console.log(1);${' '.repeat(600)}`,
  };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(distDir, name), content);
    await writeFile(path.join(distDir, `${name}.br`), brotliCompressSync(content));
    await writeFile(path.join(distDir, `${name}.gz`), gzipSync(content));
  }
  await writeFile(path.join(distDir, 'assets', 'small-5678.js'), 'console.log(2)');
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  testApp = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

/** Where a browser on https://kampa.example would go with this Location. */
const resolved = (location: string) => new URL(location, 'https://kampa.example/start');

describe('the web app', () => {
  it("allows index.html's inline script by its hash in the CSP, and no other inline script", async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc?.match(/'sha256-/g)).toHaveLength(1);
  });

  it('redirects a trailing slash to the canonical URL, keeping the query', async () => {
    const response = await get('/projects/?tab=all');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/projects?tab=all');
    expect((await get('/assets/app-1234.js')).headers['cache-control']).toContain('immutable');
    const shell = await get('/projects');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-type']).toContain('text/html');
  });

  it('redirects a public page with a trailing slash, never an /api path', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const page = await testApp.app.inject({ method, url: '/terms-of-service/?a=1' });
      expect(page.statusCode, method).toBe(301);
      expect(page.headers.location, method).toBe('/terms-of-service?a=1');
    }
    const health = await get('/api/health/');
    expect(health.statusCode).not.toBe(301);
    expect(health.headers.location).toBeUndefined();
    // A write is never redirected: a 301 would turn it into a GET in most clients.
    const post = await testApp.app.inject({ method: 'POST', url: '/terms-of-service/' });
    expect(post.statusCode).not.toBe(301);
  });

  it('redirects every trailing slash in one step, and a path of slashes to the home page', async () => {
    const page = await get('/terms-of-service///?a=1');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/terms-of-service?a=1');
    const home = await get('//');
    expect(home.statusCode).toBe(301);
    expect(home.headers.location).toBe('/');
  });

  it('answers /api itself as the API (JSON 404), never with the app shell', async () => {
    const api = await get('/api');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it.each([
    '//evil.example/',
    '//evil.example/x/?q=1',
    '///evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/%5Cevil.example/',
    '/%2F%2Fevil.example/',
    '//evil.example%2F/',
    '/./evil.example/',
    '/\t/evil.example/',
    '//evil.example\\x/',
  ])('never redirects off-site: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBeLessThan(500);
    const location = response.headers.location;
    if (location !== undefined) {
      expect(String(location)).toMatch(/^\/(?![/\\])/);
      expect(resolved(String(location)).origin).toBe('https://kampa.example');
    }
  });

  it('sends hashed assets brotli or gzip compressed as accepted, cached for a year', async () => {
    const brotli = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toMatch(/^console\.log\(1\);/);

    const gzip = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toMatch(/^console\.log\(1\);/);

    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^console\.log\(1\);/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // A file too small to be worth compressing has no variant: sent as it is.
    const small = await get('/assets/small-5678.js', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(2)');
  });

  it('sends the app shell compressed and revalidated on every use', async () => {
    for (const url of ['/', '/projects', '/index.html']) {
      const shell = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(shell.statusCode, url).toBe(200);
      expect(shell.headers['content-type'], url).toMatch(/^text\/html/);
      expect(shell.headers['content-encoding'], url).toBe('br');
      expect(shell.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(shell.rawPayload).toString(), url).toMatch(/<title>Kampa/);
    }
  });

  it('serves robots.txt as a text file, not the app shell', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /api/');
  });
});

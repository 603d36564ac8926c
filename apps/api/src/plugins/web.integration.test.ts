import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';

let testApp: TestApp;
let distDir: string;

beforeAll(async () => {
  // A built web app of two files is enough: the plugin serves whatever is in the folder.
  distDir = await mkdtemp(path.join(tmpdir(), 'kampa-web-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Kampa</title>');
  await writeFile(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
  testApp = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

/** Where a browser on https://kampa.example would go with this Location. */
const resolved = (location: string) => new URL(location, 'https://kampa.example/start');

describe('the web app', () => {
  it('redirects a trailing slash to the canonical URL, keeping the query', async () => {
    const response = await get('/projects/?tab=all');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/projects?tab=all');
    expect((await get('/assets/app-1234.js')).headers['cache-control']).toContain('immutable');
    const shell = await get('/projects');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-type']).toContain('text/html');
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
});

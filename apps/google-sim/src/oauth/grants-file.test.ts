import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimApp } from '../app';
import { buildTestApp } from '../test-helpers';

const CLIENT = { client_id: 'kampa-local', client_secret: 'kampa-local-secret' };

const post = async (app: SimApp, url: string, body: Record<string, string>) => {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
  return { status: response.statusCode, json: response.json<Record<string, unknown>>() };
};

const mintRefreshToken = async (app: SimApp) => {
  const response = await app.inject({
    method: 'POST',
    url: '/__sim/tokens',
    payload: { email: 'demo@kampa.local', offline: true },
  });
  return response.json<{ refresh_token: string }>().refresh_token;
};

const refresh = (app: SimApp, token: string) =>
  post(app, '/token', { grant_type: 'refresh_token', refresh_token: token, ...CLIENT });

describe('refresh tokens kept in a grants file', () => {
  let dir: string;
  let grantsFile: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sim-grants-'));
    grantsFile = path.join(dir, 'google-sim', 'grants.json');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('still work after the simulator is started again, and only the owner may read the file', async () => {
    const first = buildTestApp({ grantsFile });
    const token = await mintRefreshToken(first);
    await first.close();

    const second = buildTestApp({ grantsFile });
    const answer = await refresh(second, token);
    expect(answer.status).toBe(200);
    expect(answer.json.access_token).toEqual(expect.stringMatching(/^ya29\./));
    expect((await stat(grantsFile)).mode & 0o777).toBe(0o600);
    await second.close();
  });

  it('stay revoked after a restart', async () => {
    const first = buildTestApp({ grantsFile });
    const token = await mintRefreshToken(first);
    expect((await post(first, '/revoke', { token })).status).toBe(200);
    await first.close();

    const second = buildTestApp({ grantsFile });
    const answer = await refresh(second, token);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('invalid_grant');
    await second.close();
  });

  it('are forgotten without a file, as before', async () => {
    const first = buildTestApp();
    const token = await mintRefreshToken(first);
    await first.close();
    const second = buildTestApp();
    expect((await refresh(second, token)).json.error).toBe('invalid_grant');
    await second.close();
  });

  it('an unreadable file is left aside: the simulator starts without grants', async () => {
    await mintRefreshToken(buildTestApp({ grantsFile }));
    await writeFile(grantsFile, '{not json');
    const app = buildTestApp({ grantsFile });
    const token = await mintRefreshToken(app);
    expect((await refresh(app, token)).status).toBe(200);
    expect(JSON.parse(await readFile(grantsFile, 'utf8'))).toHaveLength(1);
    await app.close();
  });
});

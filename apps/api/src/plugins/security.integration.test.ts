import { getHealthContract } from '@kampa/contracts/health/get-health';
import { getProjectContract } from '@kampa/contracts/project/get-project';
import { listProjectsContract } from '@kampa/contracts/project/list-projects';
import { makeProjectUid } from '@kampa/contracts/test-support/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '#test/call-contract';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';

let testApp: TestApp;
let behindProxy: TestApp;
let user: TestIdentity;
beforeAll(async () => {
  [testApp, behindProxy] = await Promise.all([
    createTestApp(),
    createTestApp({ TRUST_PROXY: true }),
  ]);
  user = await onboard(testApp, await createTestIdentity());
});
afterAll(() => Promise.all([testApp.close(), behindProxy.close()]));

describe('security headers', () => {
  it('refuses framing through the CSP only, and switches off unused browser features', async () => {
    const { headers } = await callContract(testApp.app, null, getHealthContract);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
  });

  it('sends HSTS only over HTTPS: never over plain http, nor on a forged proxy header', async () => {
    const plain = await callContract(testApp.app, null, getHealthContract);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await callContract(testApp.app, null, getHealthContract, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();

    const proxied = await callContract(behindProxy.app, null, getHealthContract, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('marks every answer of a signed-in route no-store, errors included', async () => {
    const list = await callContract(testApp.app, user, listProjectsContract);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const missing = await callContract(testApp.app, user, getProjectContract, {
      params: { projectUid: makeProjectUid() },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const signedOut = await callContract(testApp.app, null, listProjectsContract);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });
});

import { ALL_CONTRACTS } from '@kampa/contracts/all-contracts';
import { getClientConfigContract } from '@kampa/contracts/config/get-client-config';
import { getHealthContract } from '@kampa/contracts/health/get-health';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '#test/call-contract';
import { createTestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { BODY_LIMIT_BYTES } from './build-server';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A user past the welcome notice and the terms (project routes need both). */
const newUser = async (options?: { displayName?: string }) =>
  onboard(testApp, await createTestIdentity(options));

describe('the API foundation', () => {
  it('reports the database in /api/health', async () => {
    const answer = await callContract(testApp.app, null, getHealthContract);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'ok',
      database: { status: 'up', latencyMs: expect.any(Number) },
    });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'There is no such API route' },
    });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const user = await newUser();
    const response = await testApp.app.inject({
      method: 'POST',
      url: createProjectContract.path,
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid_json',
      message: 'The body is not valid JSON',
    });
  });

  it('answers a wrong content type with 415 and an over-long body with 413', async () => {
    const user = await newUser();
    const wrongType = await testApp.app.inject({
      method: 'POST',
      url: createProjectContract.path,
      headers: { ...user.headers, 'content-type': 'text/plain' },
      payload: 'name=Shop',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.code).toBe('unsupported_media_type');

    const tooLong = await testApp.app.inject({
      method: 'POST',
      url: createProjectContract.path,
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES + 10) }),
    });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().error.code).toBe('payload_too_large');
  });

  it('names the field at fault in a validation error', async () => {
    const user = await newUser();
    const answer = await callContract(testApp.app, user, createProjectContract, {
      body: makeProjectInput({ name: 'Shop', websiteUrl: 'not a url' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({
      code: 'validation_failed',
      field: 'body.websiteUrl',
    });
  });

  it('sends security headers with a content security policy', async () => {
    const { headers } = await callContract(testApp.app, null, getHealthContract);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document listing every contract', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, unknown>> };
    for (const contract of ALL_CONTRACTS) {
      const openApiPath = contract.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(document.paths[openApiPath], contract.path).toBeDefined();
      expect(
        document.paths[openApiPath]?.[contract.method.toLowerCase()],
        contract.path,
      ).toBeDefined();
    }
    const ui = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('serves no OpenAPI document or UI where the docs are switched off (production by default)', async () => {
    const closed = await createTestApp({ API_DOCS: false });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const response = await closed.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await closed.close();
    }
  });

  it('gives the web app its public Firebase settings', async () => {
    const answer = await callContract(testApp.app, null, getClientConfigContract);
    expect(answer.body).toEqual({
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-kampa.firebaseapp.com',
        projectId: 'demo-kampa',
        emulatorUrl: `http://${testApp.config.FIREBASE_AUTH_EMULATOR_HOST}`,
      },
    });
  });
});

import { ALL_CONTRACTS } from '@kampa/contracts/all-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/**
 * Every route the app registered, as `METHOD /path`, read from Fastify's own route tree
 * (`printRoutes` without common prefixes: one line per path segment, indented by depth).
 * HEAD is Fastify's automatic twin of each GET.
 */
const registeredRoutes = (text: string): string[] => {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    parents.length = depth;
    const fullPath = `${parents.join('')}${segment}`;
    parents.push(segment);
    for (const method of methods.split(', ')) {
      if (method !== '-' && method !== 'HEAD') routes.push(`${method} ${fullPath}`);
    }
  }
  return routes;
};

describe('the API routes', () => {
  it('are exactly the contracts: no /api route is served without one', () => {
    const served = registeredRoutes(testApp.app.printRoutes({ commonPrefix: false }));
    // The API's documentation (Swagger UI and the OpenAPI file), generated from the contracts.
    const isDocs = (route: string) => /^GET \/api\/docs(\/|$)/.test(route);
    const apiRoutes = served.filter((route) => / \/api(\/|$)/.test(route) && !isDocs(route));
    const contracts = ALL_CONTRACTS.map((contract) => `${contract.method} ${contract.path}`);
    expect(apiRoutes.length).toBeGreaterThan(10);
    expect(apiRoutes.filter((route) => !contracts.includes(route))).toEqual([]);
    expect(contracts.filter((contract) => !apiRoutes.includes(contract))).toEqual([]);
  });
});

const SAMPLE_PARAMS: Record<string, string> = {
  projectUid: 'abcdefghijklmnopqrstu',
  propertyId: '123456',
  connectionId: '00000000-0000-4000-8000-000000000000',
  annotationId: '00000000-0000-4000-8000-000000000001',
  memberId: '00000000-0000-4000-8000-000000000001',
  inviteId: '00000000-0000-4000-8000-000000000002',
  token: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  threadUid: 'abcdefghijklmnopqrst0',
};

/** Well-formed sample values for a contract path's parameters, for tests that walk every operation. */
export const sampleParams = (path: string): Record<string, string> =>
  Object.fromEntries(
    [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name = '']) => [
      name,
      SAMPLE_PARAMS[name] ?? 'x',
    ]),
  );

/**
 * A valid body for each operation that needs one, keyed `METHOD path`: tests that walk every
 * operation (e.g. another user's project must be 404 everywhere) must get past validation.
 */
const SAMPLE_BODIES: Record<string, object> = {
  'PATCH /api/project/:projectUid': { name: 'Changed' },
  'PATCH /api/project/:projectUid/analytics': { accountId: '1', propertyId: '2' },
  'PATCH /api/project/:projectUid/ads': { customerId: '4810000001' },
  'POST /api/project/:projectUid/connections/google': {},
  'POST /api/project/:projectUid/events/annotations': { from: '2026-03-02', title: 'Sale' },
  'PATCH /api/project/:projectUid/events/annotations/:annotationId': { title: 'Sale ended' },
  'POST /api/project/:projectUid/invites': { email: 'someone@example.com', role: 'viewer' },
  'POST /api/project/:projectUid/invites/:inviteId/link': { sendEmail: false },
  'PATCH /api/project/:projectUid/members/:memberId': { role: 'viewer' },
  'POST /api/project/:projectUid/chat/threads': { title: 'Sessions' },
  'PATCH /api/project/:projectUid/chat/threads/:threadUid': { title: 'Renamed' },
  'POST /api/project/:projectUid/chat/threads/:threadUid/messages': { text: 'sessions last week' },
  'POST /api/project/:projectUid/transfer-ownership': {
    memberId: '00000000-0000-4000-8000-000000000001',
  },
};

export const sampleBody = (contract: { method: string; path: string }): object | undefined =>
  SAMPLE_BODIES[`${contract.method} ${contract.path}`];

const SAMPLE_PARAMS: Record<string, string> = {
  projectUid: 'abcdefghijklmnopqrstu',
  propertyId: '123456',
  connectionId: '00000000-0000-4000-8000-000000000000',
  annotationId: '00000000-0000-4000-8000-000000000001',
  memberId: '00000000-0000-4000-8000-000000000001',
  inviteId: '00000000-0000-4000-8000-000000000002',
  ruleId: '00000000-0000-4000-8000-000000000003',
  alertId: '00000000-0000-4000-8000-000000000004',
  token: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  threadUid: 'abcdefghijklmnopqrst0',
  budgetId: '00000000-0000-4000-8000-000000000005',
  reportId: '00000000-0000-4000-8000-000000000006',
  linkId: '00000000-0000-4000-8000-000000000007',
  month: '2026-10',
  workspaceUid: 'abcdefghijklmnopqrstw',
};

/** Well-formed sample values for a contract path's parameters, for tests that walk every operation. */
export const sampleParams = (path: string): Record<string, string> =>
  Object.fromEntries(
    [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name = '']) => [
      name,
      SAMPLE_PARAMS[name] ?? 'x',
    ]),
  );

const SAMPLE_BUDGET = {
  name: 'Monthly media budget',
  cycle: { kind: 'monthly', startDay: 1 },
  amount: 50_000,
};

const SAMPLE_REPORT = {
  title: 'Monthly report',
  sections: ['kpis', 'trend'],
  period: { kind: 'last_month' },
  language: 'en',
  recipients: ['client@example.com'],
};

const SAMPLE_RULE = {
  name: 'Sessions drop',
  target: { source: 'analytics', metric: 'sessions' },
  condition: { type: 'threshold', direction: 'below', value: 10 },
};

/** A 1×1 PNG. */
const SAMPLE_LOGO = {
  contentType: 'image/png',
  data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
};

/**
 * A valid body for each operation that needs one, keyed `METHOD path`: tests that walk every
 * operation (e.g. another user's project must be 404 everywhere) must get past validation.
 */
const SAMPLE_BODIES: Record<string, object> = {
  // Not the account's e-mail: walking every operation never deletes an account.
  'DELETE /api/account': { confirmEmail: 'someone@example.com' },
  'PATCH /api/project/:projectUid': { name: 'Changed' },
  'PATCH /api/project/:projectUid/analytics': { accountId: '1', propertyId: '2' },
  'PATCH /api/project/:projectUid/ads': { customerId: '4810000001' },
  'PATCH /api/project/:projectUid/search': { siteUrl: 'sc-domain:zahradnicentrum.cz' },
  'PUT /api/project/:projectUid/search/brand-terms': { terms: ['kampa zahrada'] },
  'POST /api/project/:projectUid/connections/google': {},
  'POST /api/project/:projectUid/events/annotations': { from: '2026-03-02', title: 'Sale' },
  'PATCH /api/project/:projectUid/events/annotations/:annotationId': { title: 'Sale ended' },
  'POST /api/project/:projectUid/monitoring/rules': SAMPLE_RULE,
  'POST /api/project/:projectUid/monitoring/rules/test': SAMPLE_RULE,
  'PUT /api/project/:projectUid/monitoring/rules/:ruleId': SAMPLE_RULE,
  'PATCH /api/project/:projectUid/monitoring/alerts/:alertId': { action: 'acknowledge' },
  'POST /api/project/:projectUid/budgets': SAMPLE_BUDGET,
  'PUT /api/project/:projectUid/budgets/:budgetId': SAMPLE_BUDGET,
  'PUT /api/project/:projectUid/targets/:month': { targets: [{ metric: 'sessions', value: 100 }] },
  'POST /api/project/:projectUid/reports': SAMPLE_REPORT,
  'PUT /api/project/:projectUid/reports/:reportId': SAMPLE_REPORT,
  'POST /api/project/:projectUid/reports/:reportId/links': {},
  'POST /api/project/:projectUid/reports/:reportId/links/:linkId/renew': {},
  'PUT /api/user/branding': { agencyName: 'Agentura', accentColor: '#1f4f99' },
  'POST /api/workspaces': { name: 'Agentura' },
  'PUT /api/workspaces/:workspaceUid/branding': { agencyName: 'Agentura', accentColor: '#1f4f99' },
  'PUT /api/workspaces/:workspaceUid/branding/logo': SAMPLE_LOGO,
  'PATCH /api/workspaces/:workspaceUid': { name: 'Agentura Praha' },
  'POST /api/workspaces/:workspaceUid/invites': { email: 'colleague@agency.cz', role: 'manager' },
  'PATCH /api/workspaces/:workspaceUid/members/:memberId': { role: 'member', projects: [] },
  'POST /api/workspaces/:workspaceUid/transfer-ownership': {
    memberId: '00000000-0000-4000-8000-000000000001',
  },
  'PUT /api/user/branding/logo': SAMPLE_LOGO,
  'PUT /api/project/:projectUid/branding': { agencyName: 'Agentura', accentColor: '#1f4f99' },
  'PUT /api/project/:projectUid/branding/logo': SAMPLE_LOGO,
  'PUT /api/workspaces/:workspaceUid/notification-defaults': {
    alertEmails: { critical: true, warning: false, info: false },
    language: 'cs',
  },
  'PUT /api/user/notifications': {
    language: 'cs',
    timeZone: 'Europe/Prague',
    digest: { enabled: true, hour: 8 },
    alertEmails: { critical: true, warning: true, info: false },
    projects: [],
  },
  'POST /api/alerts/actions': {
    action: 'acknowledge',
    alertIds: ['00000000-0000-4000-8000-000000000004'],
  },
  'POST /api/project/:projectUid/invites': { email: 'someone@example.com', role: 'viewer' },
  'POST /api/project/:projectUid/invites/:inviteId/link': { sendEmail: false },
  'PATCH /api/project/:projectUid/members/:memberId': { role: 'viewer' },
  'POST /api/project/:projectUid/chat/threads': { title: 'Sessions' },
  'PATCH /api/project/:projectUid/chat/threads/:threadUid': { title: 'Renamed' },
  'POST /api/project/:projectUid/chat/threads/:threadUid/messages': { text: 'sessions last week' },
  // A workspace nobody has: walking every operation never moves the project.
  'POST /api/project/:projectUid/move': { workspaceUid: 'nOwOrkspaceOfAnyone00' },
  'POST /api/project/:projectUid/transfer-ownership': {
    memberId: '00000000-0000-4000-8000-000000000001',
  },
};

export const sampleBody = (contract: { method: string; path: string }): object | undefined =>
  SAMPLE_BODIES[`${contract.method} ${contract.path}`];

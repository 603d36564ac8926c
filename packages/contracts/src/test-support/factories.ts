/**
 * Test data, shared by the unit (Node and jsdom), integration and e2e tests. Each factory returns
 * valid data by the contracts, unique where it must be (users, project ids), and takes overrides
 * for what a test is about. Defaults come from the contracts, so a new setting with a default
 * needs no change here. Tests only: lint refuses these imports in application code.
 */
import { ZProjectUidSchema } from '../common/params';
import type { TCreateProjectRequest } from '../project/create-project';
import {
  PROJECT_SETTINGS_DEFAULTS,
  type TProject,
  type TProjectSettings,
} from '../project/project';

const shortId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 8);

/** A Google account as the Auth emulator signs it in (`sub` is Google's id, unique per call). */
export type TestGoogleUser = { sub: string; email: string; displayName: string };

export const makeUser = (overrides: Partial<TestGoogleUser> = {}): TestGoogleUser => {
  const sub = overrides.sub ?? crypto.randomUUID().replaceAll('-', '');
  return {
    sub,
    displayName: 'Jana Nováková',
    email: `jana-${sub.slice(0, 8)}@example.com`,
    ...overrides,
  };
};

/** A well-formed project id (21 URL-safe characters) that no project has until one is made. */
export const makeProjectUid = (): string => {
  const uid = (shortId() + shortId() + shortId()).slice(0, 21);
  return ZProjectUidSchema.parse(uid);
};

/**
 * The body of a create request: only what has no default (a unique name and a site). The name has
 * no Czech letters, so the language checks can tell the UI's words from the data.
 */
export const makeProjectInput = (
  overrides: Partial<TCreateProjectRequest> = {},
): TCreateProjectRequest => ({
  name: `Projekt ${shortId().slice(0, 6)}`,
  websiteUrl: 'https://kavarna.example.cz',
  ...overrides,
});

/** Every setting of a project, valid: the defaults plus a name and a site. */
export const makeProjectSettings = (
  overrides: Partial<TProjectSettings> = {},
): TProjectSettings => ({
  ...PROJECT_SETTINGS_DEFAULTS,
  name: 'Kavárna U Mostu',
  websiteUrl: 'https://kavarna.example.cz',
  ...overrides,
});

/** A project as the API answers it, owned by the caller and with nothing connected. */
export const makeProject = (overrides: Partial<TProject> = {}): TProject => ({
  uid: makeProjectUid(),
  ...makeProjectSettings(),
  role: 'owner',
  workspaceUid: makeProjectUid(),
  createdAt: '2026-03-05T10:15:00.000Z',
  connections: {
    analytics: 'not_connected',
    ads: 'not_connected',
    search_console: 'not_connected',
  },
  syncProgress: null,
  sync: {
    analytics: { progress: null, lastSuccessAt: null },
    ads: { progress: null, lastSuccessAt: null },
    search_console: { progress: null, lastSuccessAt: null },
  },
  sourceCurrencies: { analytics: null, ads: null },
  ...overrides,
});

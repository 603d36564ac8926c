import { createRuleContract } from '@kampa/contracts/monitoring/create-rule';
import type { TRuleFieldsInput } from '@kampa/contracts/monitoring/rule';
import {
  getNotificationPreferencesContract,
  setNotificationPreferencesContract,
  type TSetNotificationPreferencesBody,
} from '@kampa/contracts/notifications/notification-preferences';
import {
  getWorkspaceNotificationDefaultsContract,
  setWorkspaceNotificationDefaultsContract,
} from '@kampa/contracts/notifications/workspace-notification-defaults';
import { listWorkspacesContract } from '@kampa/contracts/workspace/list-workspaces';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { useMailServer } from '#test/mail-server';
import { createTestApp, onboard, type TestApp } from '#test/test-app';
import { monitoringAlerts, projectMembers, projects, users } from '../../db/schema';
import { createMailer } from '../../lib/mail/mailer';
import { emailAlert } from '../monitoring';
import { alertEmailRecipients } from './service';

const mail = useMailServer();
let testApp: TestApp;
const people = {} as Record<'owner' | 'editor' | 'viewer' | 'stranger', TestIdentity>;
let shop: { uid: string; id: string };
let cafe: { uid: string; id: string };
let theirs: { uid: string; id: string };

const userIdOf = async (user: TestIdentity) => {
  const [row] = await testApp.db.select().from(users).where(eq(users.firebaseUid, user.uid));
  return row!.id;
};

const newProject = async (owner: TestIdentity, name: string) => {
  const { uid } = expectBody(
    await callContract(testApp.app, owner, createProjectContract, {
      body: makeProjectInput({ name, websiteUrl: `https://${name.toLowerCase()}.example.cz` }),
    }),
  );
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, uid));
  return { uid, id: project!.id };
};

beforeAll(async () => {
  testApp = await createTestApp(mail.smtpConfig());
  for (const role of ['owner', 'editor', 'viewer', 'stranger'] as const) {
    people[role] = await onboard(testApp, await createTestIdentity());
  }
  shop = await newProject(people.owner, 'Shop');
  cafe = await newProject(people.owner, 'Cafe');
  theirs = await newProject(people.stranger, 'Theirs');
  for (const [project, user, role] of [
    [shop, people.editor, 'editor'],
    [cafe, people.editor, 'editor'],
    [shop, people.viewer, 'viewer'],
  ] as const) {
    await testApp.db
      .insert(projectMembers)
      .values({ projectId: project.id, userId: await userIdOf(user), role });
  }
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

const get = async (user: TestIdentity) =>
  expectBody(await callContract(testApp.app, user, getNotificationPreferencesContract));
const put = (user: TestIdentity, body: unknown) =>
  callContract(testApp.app, user, setNotificationPreferencesContract, {
    // Sent as given: some tests send what the contract refuses.
    body: body as TSetNotificationPreferencesBody,
  });

const PREFERENCES: TSetNotificationPreferencesBody = {
  language: 'en',
  timeZone: 'America/New_York',
  digest: { enabled: true, hour: 7 },
  alertEmails: { critical: true, warning: false, info: false },
  projects: [],
};

describe('notification preferences', () => {
  it('are the defaults before anything is saved: no digest, every alert e-mail, every project', async () => {
    const answer = await get(people.editor);
    expect(answer).toMatchObject({
      isSaved: false,
      language: null,
      timeZone: 'Europe/Prague',
      digest: { enabled: false, hour: 8 },
      alertEmails: { critical: true, warning: true, info: true },
    });
    expect(
      answer.projects.map((item) => [item.project.name, item.role, item.digest, item.alertEmails]),
    ).toEqual([
      ['Cafe', 'editor', true, null],
      ['Shop', 'editor', true, null],
    ]);
  });

  it('are saved whole and read back the same, overrides included', async () => {
    const body: TSetNotificationPreferencesBody = {
      ...PREFERENCES,
      projects: [
        { projectUid: cafe.uid, digest: false, alertEmails: null },
        {
          projectUid: shop.uid,
          digest: true,
          alertEmails: { critical: true, warning: true, info: true },
        },
      ],
    };
    const saved = expectBody(await put(people.editor, body));
    const again = await get(people.editor);
    expect(again).toEqual(saved);
    expect(again).toMatchObject({
      isSaved: true,
      language: 'en',
      timeZone: 'America/New_York',
      digest: { enabled: true, hour: 7 },
      alertEmails: { critical: true, warning: false, info: false },
    });
    expect(again.projects.map((item) => [item.project.uid, item.digest, item.alertEmails])).toEqual(
      [
        [cafe.uid, false, null],
        [shop.uid, true, { critical: true, warning: true, info: true }],
      ],
    );
    // Saved again without overrides: every project follows the account again.
    expectBody(await put(people.editor, PREFERENCES));
    expect(
      (await get(people.editor)).projects.every((item) => item.digest && item.alertEmails === null),
    ).toBe(true);
  });

  it.each([
    ['an hour past 23', { digest: { enabled: true, hour: 24 } }, 'body.digest.hour'],
    ['a zone that is no IANA zone', { timeZone: 'Europe/Atlantis' }, 'body.timeZone'],
    ['a language Kampa does not write', { language: 'de' }, 'body.language'],
    [
      'a missing severity',
      { alertEmails: { critical: true, warning: true } },
      'body.alertEmails.info',
    ],
  ])('refuse %s with 400 naming the field, and nothing changes', async (_name, change, field) => {
    const before = await get(people.editor);
    const answer = await put(people.editor, { ...PREFERENCES, ...change });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('validation_failed');
    expect(answer.error?.field).toBe(field);
    expect(await get(people.editor)).toEqual(before);
  });

  it('refuse a project listed twice (400) and one of someone else (404), naming it; nothing changes', async () => {
    const before = await get(people.editor);
    const twice = await put(people.editor, {
      ...PREFERENCES,
      digest: { enabled: false, hour: 9 },
      projects: [
        { projectUid: shop.uid, digest: false, alertEmails: null },
        { projectUid: shop.uid, digest: true, alertEmails: null },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.error?.field).toBe('body.projects.1.projectUid');
    const foreign = await put(people.editor, {
      ...PREFERENCES,
      digest: { enabled: false, hour: 9 },
      projects: [
        { projectUid: shop.uid, digest: false, alertEmails: null },
        { projectUid: theirs.uid, digest: false, alertEmails: null },
      ],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.error?.code).toBe('not_found');
    expect(foreign.error?.field).toBe('body.projects.1.projectUid');
    expect(await get(people.editor)).toEqual(before);
  });

  it('are each user’s own', async () => {
    expectBody(await put(people.viewer, { ...PREFERENCES, language: 'cs' }));
    const stranger = await get(people.stranger);
    expect(stranger.isSaved).toBe(false);
    expect(stranger.projects.map((item) => item.project.uid)).toEqual([theirs.uid]);
  });
});

describe('the immediate alert e-mail', () => {
  const RULE: TRuleFieldsInput = {
    name: 'Spend spike',
    severity: 'warning',
    target: { source: 'ads', metric: 'cost' },
    condition: { type: 'change', direction: 'up', percent: 100, against: 'previous_day' },
  };

  const fireAndMail = async (
    project: { uid: string; id: string },
    rule: TRuleFieldsInput,
    date: string,
  ) => {
    const created = expectBody(
      await callContract(testApp.app, people.owner, createRuleContract, {
        params: { projectUid: project.uid },
        body: rule,
      }),
    );
    const [alert] = await testApp.db
      .insert(monitoringAlerts)
      .values({
        projectId: project.id,
        ruleId: created.id,
        date,
        value: 900,
        baseline: 300,
        score: 2,
      })
      .returning({ id: monitoringAlerts.id });
    const mailer = createMailer(testApp.config);
    try {
      // As the monitoring-email job calls it.
      return await emailAlert(testApp.db, mailer, {
        alertId: alert!.id,
        publicUrl: 'http://localhost:3000',
        chooseRecipients: (input) => alertEmailRecipients(testApp.db, input),
      });
    } finally {
      mailer.close();
    }
  };

  it('is not sent to a member who turned that severity off; the others get it in their language', async () => {
    const owner = await get(people.owner);
    expect(owner.isSaved).toBe(false);
    // The editor (PREFERENCES): critical only, in English.
    expectBody(await put(people.editor, PREFERENCES));
    const sent = await fireAndMail(cafe, RULE, '2026-11-20');
    expect(sent).toBe(1);
    const ownerMail = mail.to(people.owner.email).at(-1);
    expect(ownerMail?.subject).toContain('Cafe (cafe.example.cz): Spend spike');
    // Never chose: both languages, as before preferences existed.
    expect(ownerMail?.text).toContain('Projekt: Cafe');
    expect(ownerMail?.text).toContain('Project: Cafe');
    expect(mail.to(people.editor.email)).toHaveLength(0);

    const critical = await fireAndMail(
      cafe,
      { ...RULE, name: 'Tracking stopped', severity: 'critical' },
      '2026-11-21',
    );
    expect(critical).toBe(2);
    const editorMail = mail.to(people.editor.email).at(-1);
    expect(editorMail?.text).toContain('The rule "Tracking stopped" (critical)');
    expect(editorMail?.text).not.toContain('Projekt:');
  });

  it("follows a project's override over the account's switches", async () => {
    expectBody(
      await put(people.editor, {
        ...PREFERENCES,
        projects: [
          {
            projectUid: shop.uid,
            digest: true,
            alertEmails: { critical: false, warning: true, info: false },
          },
        ],
      }),
    );
    const before = mail.to(people.editor.email).length;
    expect(await fireAndMail(shop, { ...RULE, name: 'Shop spend' }, '2026-11-22')).toBe(2);
    expect(mail.to(people.editor.email)).toHaveLength(before + 1);
    expect(
      await fireAndMail(
        shop,
        { ...RULE, name: 'Shop tracking', severity: 'critical' },
        '2026-11-23',
      ),
    ).toBe(1);
    expect(mail.to(people.editor.email)).toHaveLength(before + 1);
    // The viewer is never a recipient of alert e-mails, whatever they chose.
    expect(mail.to(people.viewer.email)).toHaveLength(0);
  });

  it("follows the workspace's defaults for someone who chose nothing, never over their own choice", async () => {
    const [workspace] = expectBody(
      await callContract(testApp.app, people.owner, listWorkspacesContract),
    ).workspaces;
    const params = { workspaceUid: workspace!.uid };
    const unsaved = expectBody(
      await callContract(testApp.app, people.owner, getWorkspaceNotificationDefaultsContract, {
        params,
      }),
    );
    expect(unsaved).toEqual({
      alertEmails: { critical: true, warning: true, info: true },
      language: null,
      isSaved: false,
      canEdit: true,
    });
    const saved = expectBody(
      await callContract(testApp.app, people.owner, setWorkspaceNotificationDefaultsContract, {
        params,
        body: { alertEmails: { critical: true, warning: false, info: false }, language: 'cs' },
      }),
    );
    expect([saved.isSaved, saved.language, saved.alertEmails.warning]).toEqual([true, 'cs', false]);
    // The editor of two of its projects is no member of the workspace: they learn nothing of it.
    const outsider = await callContract(
      testApp.app,
      people.editor,
      getWorkspaceNotificationDefaultsContract,
      { params },
    );
    expect(outsider.status).toBe(404);
    const refused = await callContract(
      testApp.app,
      people.owner,
      setWorkspaceNotificationDefaultsContract,
      // Sent as given: the contract refuses it.
      { params, body: { alertEmails: { critical: true }, language: 'de' } as never },
    );
    expect([refused.status, refused.error?.code]).toEqual([400, 'validation_failed']);

    // The owner chose nothing of their own: a warning no longer reaches them (nor the editor, who
    // chose critical only), a critical one does, in the workspace's Czech only.
    const ownerBefore = mail.to(people.owner.email).length;
    expect(await fireAndMail(cafe, { ...RULE, name: 'Cafe spend' }, '2026-11-24')).toBe(0);
    expect(
      await fireAndMail(
        cafe,
        { ...RULE, name: 'Cafe tracking', severity: 'critical' },
        '2026-11-25',
      ),
    ).toBe(2);
    const ownerMails = mail.to(people.owner.email);
    expect(ownerMails).toHaveLength(ownerBefore + 1);
    expect(ownerMails.at(-1)?.text).toContain('Projekt: Cafe');
    expect(ownerMails.at(-1)?.text).not.toContain('Project: Cafe');
    // The editor's own choice (English) stands.
    expect(mail.to(people.editor.email).at(-1)?.text).toContain('Project: Cafe');

    // Once the owner chooses their own switches, the workspace's defaults no longer apply to them.
    expectBody(
      await put(people.owner, {
        ...PREFERENCES,
        alertEmails: { critical: true, warning: true, info: true },
      }),
    );
    expect(await fireAndMail(cafe, { ...RULE, name: 'Cafe spend again' }, '2026-11-26')).toBe(1);
    expect(mail.to(people.owner.email).at(-1)?.text).toContain('Project: Cafe');
  });
});

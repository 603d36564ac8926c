import type { RunningSimulator } from '@kampa/google-sim';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { createRuleContract } from '@kampa/contracts/monitoring/create-rule';
import { listRulesContract } from '@kampa/contracts/monitoring/list-rules';
import { rotateWebhookSecretContract } from '@kampa/contracts/monitoring/rotate-webhook-secret';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createSyncedDemoProject, DEMO_SHOP, startGoogle, waitForMonitoring } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, eventually, onboard, TEST_KEY_RING, type TestApp } from '#test/test-app';
import { monitoringRules, projectMembers, projects, users } from '../../db/schema';
import { parseKeyRing } from '../../lib/encryption';
import { evaluateProject } from './evaluate';
import { deliverWebhook } from './notify';
import { webhookSignature, type WebhookTargets } from './webhook';
import { syncSettlingDays } from '../../config';

let testApp: TestApp;
let sim: RunningSimulator;
let owner: TestIdentity;
let projectUid: string;
let projectId: string;

/**
 * A webhook receiver that refuses the first two requests for the test's alert day and takes the
 * rest (the sync's own evaluation may post alerts of its recent days for the new rule too).
 */
type Received = { headers: IncomingHttpHeaders; body: string; status: number; date: string };
/** Outside the newest 14 days a sync's evaluation checks: only the test fires an alert on it. */
const DAY = shiftDays(todayIn(DEMO_SHOP.timeZone), -30);
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
const ofDay = () => received.filter((request) => request.date === DAY);

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const { date } = (JSON.parse(body) as { alert: { date: string } }).alert;
      const status = date === DAY && ofDay().length < 2 ? 503 : 200;
      received.push({ headers: request.headers, body, status, date });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp({
    ...google.config,
    WEBHOOK_RETRY_DELAY_SECONDS: 1,
    // The test's receiver is the one local address a rule may post to.
    WEBHOOK_ALLOWED_LOCAL_TARGETS: [new URL(receiverUrl).host],
  });
  owner = await onboard(testApp, await createTestIdentity());
  projectUid = await createSyncedDemoProject(testApp, owner.headers, { analytics: true });
  const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
  projectId = project!.id;
  await waitForMonitoring(testApp);
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Judges `day` for the project's rules and queues the notifications of `ruleId`'s alert on it. */
const fireAndNotify = async (ruleId: string, day: string) => {
  const fired = await evaluateProject(testApp.db, {
    settlingDays: syncSettlingDays(testApp.config),
    projectId,
    source: 'analytics',
    range: { from: day, to: day },
  });
  const alert = fired.find((item) => item.ruleId === ruleId);
  expect(alert).toBeDefined();
  await testApp.app.monitoringJobs.enqueueNotifications(alert!.alertId);
  return alert;
};

describe('alert webhooks', () => {
  it('a receiver that fails twice gets the alert on the third attempt, once, signed; every attempt is logged', async () => {
    const rule = expectBody(
      await callContract(testApp.app, owner, createRuleContract, {
        params: { projectUid },
        body: {
          name: 'Webhook rule',
          target: { source: 'analytics', metric: 'sessions' },
          condition: { type: 'threshold', direction: 'above', value: 0 },
          isEmailEnabled: false,
          webhookUrl: receiverUrl,
        },
      }),
    );
    expect(rule.webhookSecret).toEqual(expect.any(String));
    const day = DAY;
    const alert = await fireAndNotify(rule.id, day);

    const rules = async () =>
      expectBody(
        await callContract(testApp.app, owner, listRulesContract, { params: { projectUid } }),
      ).rules;
    const log = await eventually(async () => {
      const deliveries = (await rules())
        .find((item) => item.id === rule.id)
        ?.webhookDeliveries.filter((delivery) => delivery.alertDate === day);
      return deliveries?.some((delivery) => delivery.isDelivered) ? deliveries : undefined;
    }, 'the delivered webhook');
    expect(
      log.map((delivery) => [delivery.attempt, delivery.statusCode, delivery.isDelivered]),
    ).toEqual([
      [3, 200, true],
      [2, 503, false],
      [1, 503, false],
    ]);
    expect(ofDay().map((request) => request.status)).toEqual([503, 503, 200]);

    // Signed: HMAC-SHA256 of "<timestamp>.<body>" with the rule's secret.
    const last = ofDay()[2]!;
    const timestamp = String(last.headers['x-kampa-timestamp']);
    expect(last.headers['x-kampa-signature']).toBe(
      webhookSignature({ secret: rule.webhookSecret!, timestamp, body: last.body }),
    );
    const payload = JSON.parse(last.body) as { text: string; alert: { date: string } };
    expect(payload.text).toContain('Webhook rule');
    expect(payload.alert.date).toBe(day);

    // Once delivered, never again (a repeated job posts nothing).
    expect(
      await deliverWebhook(testApp.db, parseKeyRing(TEST_KEY_RING), {
        alertId: alert!.alertId,
        publicUrl: 'http://localhost',
      }),
    ).toBe('already_delivered');
    expect(ofDay()).toHaveLength(3);
  });

  it('refuses at send time a saved address whose name resolves to loopback: logged, nothing sent', async () => {
    const day = shiftDays(DAY, -1);
    const port = new URL(receiverUrl).port;
    const rule = expectBody(
      await callContract(testApp.app, owner, createRuleContract, {
        params: { projectUid },
        body: {
          name: 'Rebound rule',
          target: { source: 'analytics', metric: 'sessions' },
          condition: { type: 'threshold', direction: 'above', value: 0 },
          isEmailEnabled: false,
          webhookUrl: `http://hooks.example.com:${port}/hook`,
        },
      }),
    );
    const fired = await evaluateProject(testApp.db, {
      settlingDays: syncSettlingDays(testApp.config),
      projectId,
      source: 'analytics',
      range: { from: day, to: day },
    });
    const alert = fired.find((item) => item.ruleId === rule.id);
    expect(alert).toBeDefined();
    const resolved: string[] = [];
    const targets: WebhookTargets = {
      // The name was fine when the rule was saved; when the webhook is sent it points home.
      resolver: (hostname) => {
        resolved.push(hostname);
        return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
      },
      isPrivateAllowed: () => false,
    };
    await expect(
      deliverWebhook(testApp.db, parseKeyRing(TEST_KEY_RING), {
        alertId: alert!.alertId,
        publicUrl: 'http://localhost',
        targets,
      }),
    ).rejects.toThrow('PrivateAddressError');
    expect(resolved).toEqual(['hooks.example.com']);
    expect(received.filter((request) => request.date === day)).toEqual([]);
    const log = expectBody(
      await callContract(testApp.app, owner, listRulesContract, { params: { projectUid } }),
    ).rules.find((item) => item.id === rule.id)?.webhookDeliveries;
    expect(
      log?.map((delivery) => [delivery.statusCode, delivery.isDelivered, delivery.error]),
    ).toEqual([[null, false, 'PrivateAddressError']]);
  });

  it('refuses a local service that is not on the allow-list: at save time (400) and at send time', async () => {
    const reset = `${sim.url}/__sim/reset`;
    const body = {
      name: 'Local rule',
      target: { source: 'analytics', metric: 'sessions' },
      condition: { type: 'threshold', direction: 'above', value: 0 },
      isEmailEnabled: false,
    } as const;
    for (const webhookUrl of [reset, 'http://localhost:9/hook', 'http://[::1]/hook']) {
      const refused = await callContract(testApp.app, owner, createRuleContract, {
        params: { projectUid },
        body: { ...body, webhookUrl },
      });
      expect(refused.status, webhookUrl).toBe(400);
      expect(refused.error).toMatchObject({
        code: 'validation_failed',
        field: 'body.webhookUrl',
      });
    }

    // A rule saved with the allowed receiver, pointed at the simulator behind the API's back.
    const rule = expectBody(
      await callContract(testApp.app, owner, createRuleContract, {
        params: { projectUid },
        body: { ...body, webhookUrl: receiverUrl },
      }),
    );
    await testApp.db
      .update(monitoringRules)
      .set({ webhookUrl: reset })
      .where(eq(monitoringRules.id, rule.id));
    const day = shiftDays(DAY, -2);
    await fireAndNotify(rule.id, day);
    const log = await eventually(async () => {
      const deliveries = expectBody(
        await callContract(testApp.app, owner, listRulesContract, { params: { projectUid } }),
      ).rules.find((item) => item.id === rule.id)?.webhookDeliveries;
      return deliveries && deliveries.length > 0 ? deliveries : undefined;
    }, 'the refused webhook');
    expect(log[0]).toMatchObject({
      statusCode: null,
      isDelivered: false,
      error: 'PrivateAddressError',
    });
  });

  it("rotating one rule's secret signs its next delivery with the new one; other rules keep theirs; editors only", async () => {
    const create = (name: string) =>
      callContract(testApp.app, owner, createRuleContract, {
        params: { projectUid },
        body: {
          name,
          target: { source: 'analytics', metric: 'sessions' },
          condition: { type: 'threshold', direction: 'above', value: 0 },
          isEmailEnabled: false,
          webhookUrl: receiverUrl,
        },
      });
    const rule = expectBody(await create('Rotated rule'));
    const other = expectBody(await create('Untouched rule'));
    const rotate = (user: TestIdentity) =>
      callContract(testApp.app, user, rotateWebhookSecretContract, {
        params: { projectUid, ruleId: rule.id },
      });

    // A viewer may not; a stranger does not see the project at all.
    const viewer = await onboard(testApp, await createTestIdentity());
    const [viewerRow] = await testApp.db
      .select()
      .from(users)
      .where(eq(users.firebaseUid, viewer.uid));
    await testApp.db
      .insert(projectMembers)
      .values({ projectId, userId: viewerRow!.id, role: 'viewer' });
    expect((await rotate(viewer)).status).toBe(403);
    const stranger = await onboard(testApp, await createTestIdentity());
    expect((await rotate(stranger)).status).toBe(404);

    const rotated = expectBody(await rotate(owner));
    expect(rotated.webhookSecret).toEqual(expect.any(String));
    expect(rotated.webhookSecret).not.toBe(rule.webhookSecret);
    const listed = expectBody(
      await callContract(testApp.app, owner, listRulesContract, { params: { projectUid } }),
    ).rules;
    expect(listed.find((item) => item.id === rule.id)?.webhookSecret).toBe(rotated.webhookSecret);
    expect(listed.find((item) => item.id === other.id)?.webhookSecret).toBe(other.webhookSecret);

    // The next alert's delivery is signed with the new secret.
    const day = shiftDays(DAY, -10);
    await fireAndNotify(rule.id, day);
    const delivered = await eventually(
      async () =>
        received.find((request) => request.date === day && request.body.includes('Rotated rule')),
      'the delivery after rotation',
    );
    const timestamp = String(delivered!.headers['x-kampa-timestamp']);
    expect(delivered!.headers['x-kampa-signature']).toBe(
      webhookSignature({ secret: rotated.webhookSecret!, timestamp, body: delivered!.body }),
    );
    expect(delivered!.headers['x-kampa-signature']).not.toBe(
      webhookSignature({ secret: rule.webhookSecret!, timestamp, body: delivered!.body }),
    );
  });
});

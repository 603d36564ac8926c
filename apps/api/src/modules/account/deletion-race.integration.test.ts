import { deleteAccountContract } from '@kampa/contracts/account/delete-account';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '#test/call-contract';
import { createTestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 60_000);
afterAll(() => testApp?.close());

/** Projects nobody is a member of (left behind by a deletion that missed them). */
const orphanProjects = async () =>
  (
    await testApp.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM projects p
      WHERE NOT EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = p.id)`)
  ).rows[0]?.n ?? 0;

describe('deleting an account while the same person creates projects', () => {
  it('leaves no project without members, and every racing write answers a 4xx with a code', async () => {
    for (let round = 0; round < 3; round += 1) {
      const person = await onboard(testApp, await createTestIdentity());
      const creations = Array.from({ length: 12 }, () =>
        callContract(testApp.app, person, createProjectContract, { body: makeProjectInput() }),
      );
      const deletion = callContract(testApp.app, person, deleteAccountContract, {
        body: { confirmEmail: person.email },
      });
      const answers = await Promise.all([...creations, deletion]);
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.error)).toBeLessThan(500);
        if (answer.status >= 400) expect(answer.error?.code).toEqual(expect.any(String));
      }
      expect(answers.at(-1)?.status).toBe(200);
      expect(await orphanProjects()).toBe(0);
    }
  }, 120_000);
});

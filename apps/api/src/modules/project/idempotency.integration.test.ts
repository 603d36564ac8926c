import { randomUUID } from 'node:crypto';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import type { TCreateProjectRequest } from '@kampa/contracts/project/create-project';
import { deleteProjectContract } from '@kampa/contracts/project/delete-project';
import { listProjectsContract } from '@kampa/contracts/project/list-projects';
import { makeProjectInput } from '@kampa/contracts/test-support/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { createTestApp, onboard, type TestApp } from '#test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const newUser = async () => onboard(testApp, await createTestIdentity());
const create = (user: TestIdentity, body: TCreateProjectRequest) =>
  callContract(testApp.app, user, createProjectContract, { body });
const list = async (user: TestIdentity) =>
  expectBody(await callContract(testApp.app, user, listProjectsContract)).projects;
const remove = (user: TestIdentity, projectUid: string) =>
  callContract(testApp.app, user, deleteProjectContract, { params: { projectUid } });
const createProject = async (user: TestIdentity, body: Partial<TCreateProjectRequest> = {}) => {
  const answer = await create(user, makeProjectInput(body));
  expect(answer.status, JSON.stringify(answer.error)).toBe(201);
  return expectBody(answer);
};

describe('idempotent creates (the rules on the create contract)', () => {
  it('makes one project from a double-submitted form, and answers both alike', async () => {
    const owner = await newUser();
    const body = makeProjectInput({ name: 'Double', idempotencyKey: randomUUID() });
    const [first, second] = await Promise.all([create(owner, body), create(owner, body)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body?.uid).toBe(second.body?.uid);
    expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']]).toContain(
      'true',
    );
    expect(await list(owner)).toHaveLength(1);

    // The same settings written differently (spaces, defaults spelled out) are the same request.
    const again = await create(owner, { ...body, name: '  Double ', currency: 'CZK' });
    expect(again.status).toBe(201);
    expect(again.body?.uid).toBe(first.body?.uid);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const third = await create(owner, { ...body, idempotencyKey: randomUUID() });
    expect(third.status).toBe(201);
    expect(third.headers['idempotent-replayed']).toBeUndefined();
    expect(await list(owner)).toHaveLength(2);
  });

  it('refuses the same key with other settings: 422 idempotency_key_reused, nothing written', async () => {
    const owner = await newUser();
    const key = randomUUID();
    const first = await createProject(owner, { name: 'First', idempotencyKey: key });
    const other = await create(owner, makeProjectInput({ name: 'Other', idempotencyKey: key }));
    expect(other.status).toBe(422);
    expect(other.error).toMatchObject({
      code: 'idempotency_key_reused',
      field: 'body.idempotencyKey',
    });
    expect((await list(owner)).map((project) => project.name)).toEqual([first.name]);
  });

  it('answers a key whose project was deleted with 409 project_deleted; a new key creates', async () => {
    const owner = await newUser();
    const body = makeProjectInput({ name: 'Gone', idempotencyKey: randomUUID() });
    const created = expectBody(await create(owner, body));
    expect((await remove(owner, created.uid)).status).toBe(204);

    const replay = await create(owner, body);
    expect(replay.status).toBe(409);
    expect(replay.error).toMatchObject({ code: 'project_deleted', field: 'body.idempotencyKey' });
    expect(await list(owner)).toEqual([]);

    const fresh = await create(owner, { ...body, idempotencyKey: randomUUID() });
    expect(fresh.status).toBe(201);
    expect(fresh.body?.uid).not.toBe(created.uid);
  });

  it("keeps each user's keys apart", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const body = makeProjectInput({ idempotencyKey: randomUUID() });
    const forAlice = expectBody(await create(alice, body));
    const forBob = await create(bob, body);
    expect(forBob.status).toBe(201);
    expect(forBob.body?.uid).not.toBe(forAlice.uid);
  });
});

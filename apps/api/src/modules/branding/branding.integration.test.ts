import {
  deleteMyBrandingLogoContract,
  getMyBrandingContract,
  setMyBrandingContract,
  uploadMyBrandingLogoContract,
} from '@kampa/contracts/branding/my-branding';
import {
  deleteProjectBrandingLogoContract,
  getProjectBrandingContract,
  setProjectBrandingContract,
  uploadProjectBrandingLogoContract,
} from '@kampa/contracts/branding/project-branding';
import { createReportContract } from '@kampa/contracts/reports/create-report';
import { createShareLinkContract } from '@kampa/contracts/reports/create-share-link';
import { previewReportMailContract } from '@kampa/contracts/reports/delivery';
import {
  getWorkspaceBrandingContract,
  setWorkspaceBrandingContract,
} from '@kampa/contracts/branding/workspace-branding';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { createWorkspaceContract } from '@kampa/contracts/workspace/list-workspaces';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContract, expectBody } from '#test/call-contract';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { addMember, createTestApp, onboard, type TestApp } from '#test/test-app';
import { users, workspaceMembers, workspaces } from '../../db/schema';

let testApp: TestApp;
const people = {} as Record<'owner' | 'editor' | 'viewer' | 'stranger', TestIdentity>;
let projectUid = '';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#e4572e"/><image href="https://evil.example/x.png"/><style>rect{fill:url(https://evil.example/a)}</style></svg>`;
const logo = (contentType: 'image/png' | 'image/svg+xml', bytes: Buffer | string) => ({
  contentType,
  data: Buffer.from(bytes).toString('base64'),
});

beforeAll(async () => {
  testApp = await createTestApp();
  for (const role of ['owner', 'editor', 'viewer', 'stranger'] as const) {
    people[role] = await onboard(testApp, await createTestIdentity());
  }
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/project/new',
    headers: people.owner.headers,
    payload: { name: 'Shop', websiteUrl: 'https://shop.cz' },
  });
  projectUid = created.json().uid as string;
  for (const role of ['editor', 'viewer'] as const) {
    await addMember(testApp, { projectUid, user: people[role], role });
  }
}, 60_000);
afterAll(() => testApp.close());

const mine = async (user: TestIdentity = people.owner) =>
  expectBody(await callContract(testApp.app, user, getMyBrandingContract));
const ofProject = async (user: TestIdentity = people.owner) =>
  expectBody(
    await callContract(testApp.app, user, getProjectBrandingContract, { params: { projectUid } }),
  );

describe('branding', () => {
  it("keeps the agency's name, colour and logo as the user's profile", async () => {
    expect(await mine()).toEqual({ agencyName: null, accentColor: null, logo: null });
    const set = expectBody(
      await callContract(testApp.app, people.owner, setMyBrandingContract, {
        body: { agencyName: '  Agentura Modrá  ', accentColor: '#1F4F99' },
      }),
    );
    expect(set).toEqual({ agencyName: 'Agentura Modrá', accentColor: '#1f4f99', logo: null });
    const withLogo = expectBody(
      await callContract(testApp.app, people.owner, uploadMyBrandingLogoContract, {
        body: logo('image/png', PNG),
      }),
    );
    expect(withLogo.logo).toEqual({
      contentType: 'image/png',
      dataUri: `data:image/png;base64,${PNG.toString('base64')}`,
      bytes: PNG.length,
    });
    expect(await mine()).toEqual(withLogo);
    // Another user's profile is their own.
    expect(await mine(people.editor)).toEqual({ agencyName: null, accentColor: null, logo: null });
  });

  it('sanitises an SVG logo: no external references or styles are kept', async () => {
    const answer = expectBody(
      await callContract(testApp.app, people.editor, uploadMyBrandingLogoContract, {
        body: logo('image/svg+xml', SVG),
      }),
    );
    const svg = Buffer.from(answer.logo!.dataUri.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<rect');
    expect(svg).not.toMatch(/evil|<style|<image|<script/i);
    expectBody(await callContract(testApp.app, people.editor, deleteMyBrandingLogoContract));
    expect((await mine(people.editor)).logo).toBeNull();
  });

  it('refuses a bad colour, an oversized or false PNG and an SVG with a script, changing nothing', async () => {
    const before = await mine();
    const refusals = [
      await callContract(testApp.app, people.owner, setMyBrandingContract, {
        body: { agencyName: 'X', accentColor: 'blue' },
      }),
      await callContract(testApp.app, people.owner, setMyBrandingContract, {
        body: { agencyName: 'X', accentColor: '#12345' },
      }),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: 'validation_failed', field: 'body.accentColor' });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(151 * 1024)]);
    for (const body of [
      logo('image/png', big),
      logo('image/png', Buffer.from('GIF89a not a png')),
      logo(
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      logo('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      logo('image/svg+xml', '<!DOCTYPE svg [<!ENTITY x "y">]><svg/>'),
    ]) {
      const answer = await callContract(testApp.app, people.owner, uploadMyBrandingLogoContract, {
        body,
      });
      expect(answer.status, JSON.stringify(answer.error)).toBe(400);
      expect(answer.error).toMatchObject({ code: 'validation_failed', field: 'body.data' });
      expect(answer.error!.message).toBeTruthy();
    }
    expect(await mine()).toEqual(before);
  });

  it("gives a project its owner's branding, overridden field by field by editors", async () => {
    const agency = await mine();
    const first = await ofProject(people.viewer);
    expect(first.effective).toEqual(agency);
    expect(first.override).toEqual({ agencyName: null, accentColor: null, logo: null });

    const override = expectBody(
      await callContract(testApp.app, people.editor, setProjectBrandingContract, {
        params: { projectUid },
        body: { agencyName: null, accentColor: '#e4572e' },
      }),
    );
    expect(override.effective).toEqual({ ...agency, accentColor: '#e4572e' });
    const svgLogo = expectBody(
      await callContract(testApp.app, people.editor, uploadProjectBrandingLogoContract, {
        params: { projectUid },
        body: logo('image/svg+xml', SVG),
      }),
    );
    expect(svgLogo.effective.logo?.contentType).toBe('image/svg+xml');
    expect(svgLogo.effective.agencyName).toBe('Agentura Modrá');
    expect(svgLogo.agency).toEqual(agency);
    const removed = expectBody(
      await callContract(testApp.app, people.editor, deleteProjectBrandingLogoContract, {
        params: { projectUid },
      }),
    );
    expect(removed.effective.logo).toEqual(agency.logo);
  });

  it("gives an agency workspace's projects the workspace's branding: its manager sets it, a member may not, a client sees it only on the project", async () => {
    const workspaceUid = expectBody(
      await callContract(testApp.app, people.owner, createWorkspaceContract, {
        body: { name: 'Agentura Modrá' },
      }),
    ).uid;
    const agencyProject = expectBody(
      await callContract(testApp.app, people.owner, createProjectContract, {
        body: { name: 'Klient', websiteUrl: 'https://klient.cz', workspaceUid },
      }),
    ).uid;
    const [owner] = await testApp.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.uid, workspaceUid));
    // The editor is the workspace's manager, the viewer a member without projects.
    for (const [person, role] of [
      [people.editor, 'manager'],
      [people.viewer, 'member'],
    ] as const) {
      const [user] = await testApp.db.select().from(users).where(eq(users.firebaseUid, person.uid));
      await testApp.db
        .insert(workspaceMembers)
        .values({ workspaceId: owner!.id, userId: user!.id, role });
    }
    const set = (person: TestIdentity) =>
      callContract(testApp.app, person, setWorkspaceBrandingContract, {
        params: { workspaceUid },
        body: { agencyName: 'Modrá', accentColor: '#0055aa' },
      });
    expect((await set(people.viewer)).status).toBe(403);
    expect((await set(people.stranger)).status).toBe(404);
    expect(expectBody(await set(people.editor))).toMatchObject({ agencyName: 'Modrá' });
    const effective = expectBody(
      await callContract(testApp.app, people.owner, getProjectBrandingContract, {
        params: { projectUid: agencyProject },
      }),
    );
    expect(effective.agency).toMatchObject({ agencyName: 'Modrá', accentColor: '#0055aa' });
    expect(effective.effective.agencyName).toBe('Modrá');
    // The owner's personal branding stays on the projects of their personal workspace.
    expect((await ofProject()).agency.agencyName).not.toBe('Modrá');
    expect(
      expectBody(
        await callContract(testApp.app, people.viewer, getWorkspaceBrandingContract, {
          params: { workspaceUid },
        }),
      ).agencyName,
    ).toBe('Modrá');
  });

  it('lets viewers read and not write, and answers 404 to strangers, changing nothing', async () => {
    const before = await ofProject();
    const params = { projectUid };
    const body = { agencyName: 'Viewer', accentColor: '#000000' };
    for (const answer of [
      await callContract(testApp.app, people.viewer, setProjectBrandingContract, { params, body }),
      await callContract(testApp.app, people.viewer, uploadProjectBrandingLogoContract, {
        params,
        body: logo('image/png', PNG),
      }),
      await callContract(testApp.app, people.viewer, deleteProjectBrandingLogoContract, { params }),
    ]) {
      expect(answer.status).toBe(403);
    }
    for (const answer of [
      await callContract(testApp.app, people.stranger, getProjectBrandingContract, { params }),
      await callContract(testApp.app, people.stranger, setProjectBrandingContract, {
        params,
        body,
      }),
    ]) {
      expect(answer.status).toBe(404);
    }
    const bad = await callContract(testApp.app, people.editor, setProjectBrandingContract, {
      params,
      body: { agencyName: 'x'.repeat(81), accentColor: null },
    });
    expect(bad.error).toMatchObject({ code: 'validation_failed', field: 'body.agencyName' });
    expect(await ofProject()).toEqual(before);
  });

  it("shows the agency's name, logo and colour on the report page, the logo's SVG clean", async () => {
    expectBody(
      await callContract(testApp.app, people.owner, uploadProjectBrandingLogoContract, {
        params: { projectUid },
        body: logo('image/svg+xml', SVG),
      }),
    );
    const report = expectBody(
      await callContract(testApp.app, people.owner, createReportContract, {
        params: { projectUid },
        body: {
          title: 'Monthly',
          sections: ['kpis', 'trend'],
          period: { kind: 'last_month' },
          comparison: 'previous_period',
          language: 'cs',
          recipients: [],
        },
      }),
    );
    const link = expectBody(
      await callContract(testApp.app, people.owner, createShareLinkContract, {
        params: { projectUid, reportId: report.id },
        body: {},
      }),
    );
    const page = await testApp.app.inject({ method: 'GET', url: new URL(link.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<span class="agency-name">Agentura Modrá</span>');
    expect(page.body).toContain('style="--accent:#e4572e"');
    const src = /<img class="agency-logo" src="data:image\/svg\+xml;base64,([^"]+)"/.exec(
      page.body,
    );
    expect(src).not.toBeNull();
    const svg = Buffer.from(src![1]!, 'base64').toString('utf8');
    expect(svg).toContain('<rect');
    expect(svg).not.toMatch(/<script|evil|<style/i);
    // The page's CSP lets the data: image load.
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src[^;]*data:/);
    // The e-mail is headed by the agency's name.
    const mail = expectBody(
      await callContract(testApp.app, people.owner, previewReportMailContract, {
        params: { projectUid, reportId: report.id },
      }),
    );
    expect(mail.text.split('\n')[0]).toBe('Agentura Modrá');
    // The PDF prints the same page: the agency's name in its header and at the top of the page.
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${projectUid}/reports/${report.id}/pdf`,
      headers: people.owner.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('Agentura Modrá');
  });
});

import { createReportContract } from '@kampa/contracts/reports/create-report';
import { createShareLinkContract } from '@kampa/contracts/reports/create-share-link';
import { deleteReportContract } from '@kampa/contracts/reports/delete-report';
import {
  getReportPdfContract,
  listReportDeliveriesContract,
  previewReportMailContract,
  sendReportContract,
} from '@kampa/contracts/reports/delivery';
import { listReportsContract } from '@kampa/contracts/reports/list-reports';
import { listWorkspaceReportsContract } from '@kampa/contracts/reports/list-workspace-reports';
import { renewShareLinkContract } from '@kampa/contracts/reports/renew-share-link';
import { revokeShareLinkContract } from '@kampa/contracts/reports/revoke-share-link';
import { updateReportContract } from '@kampa/contracts/reports/update-report';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { DashboardDeps } from '../dashboards';
import { PAGE_SCRIPT, PAGE_STYLE } from './page-assets';
import { PAGE_SCRIPT_PATH, PAGE_STYLE_PATH } from './page';
import * as delivery from './delivery-service';
import type { SummaryWriter } from './summary';
import * as pages from './page-service';
import * as service from './service';
import * as workspaceReports from './workspace-reports-service';

export const reportsRoutes = async (
  app: FastifyInstance,
  options: {
    publicUrl: string;
    delivery: delivery.DeliveryDeps;
    /** The outbox has new rows: the delivery job sends them. */
    onQueued: () => Promise<void>;
  },
) => {
  const { db } = app;
  registerRoute(app, listReportsContract, async (request) =>
    service.listReports(db, request.requireUser(), request.params.projectUid, {
      canSendMail: options.delivery.mailer.isConfigured,
      canMakePdf: options.delivery.pdf !== null,
    }),
  );
  registerRoute(app, listWorkspaceReportsContract, async (request) =>
    workspaceReports.listWorkspaceReports(
      db,
      request.requireUser(),
      request.params.workspaceUid,
      new Date(),
    ),
  );
  registerRoute(app, createReportContract, async (request) =>
    service.createReport(db, request.requireUser(), request.params.projectUid, request.body),
  );
  registerRoute(app, updateReportContract, async (request) =>
    service.updateReport(db, request.requireUser(), request.params, request.body),
  );
  registerRoute(app, deleteReportContract, async (request) =>
    service.deleteReport(db, request.requireUser(), request.params),
  );
  registerRoute(app, createShareLinkContract, async (request) =>
    service.createShareLink(db, request.requireUser(), {
      params: request.params,
      body: request.body,
      publicUrl: options.publicUrl,
    }),
  );
  registerRoute(app, renewShareLinkContract, async (request) =>
    service.renewShareLink(db, request.requireUser(), request.params, request.body),
  );
  registerRoute(app, revokeShareLinkContract, async (request) =>
    service.revokeShareLink(db, request.requireUser(), request.params),
  );
  registerRoute(app, sendReportContract, async (request) => {
    const result = await delivery.sendReportNow(
      options.delivery,
      request.requireUser(),
      request.params,
      new Date(),
    );
    if (result.queued.length > 0) await options.onQueued();
    return result;
  });
  registerRoute(app, previewReportMailContract, async (request) =>
    delivery.previewReportMail(options.delivery, request.requireUser(), request.params, new Date()),
  );
  registerRoute(app, getReportPdfContract, async (request, reply) => {
    const { pdf, fileName } = await delivery.reportPdf(
      options.delivery,
      request.requireUser(),
      request.params,
      new Date(),
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
  registerRoute(app, listReportDeliveriesContract, async (request) =>
    delivery.listReportDeliveries(db, request.requireUser(), request.params),
  );
};

const sendPage = (reply: FastifyReply, page: pages.PageAnswer) => {
  reply
    .code(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer');
  if (page.cookie) reply.header('set-cookie', page.cookie);
  if (page.location) reply.header('location', page.location);
  return reply.send(page.html);
};

/**
 * The report page `/r/{token}`: not a route of the web app, but a document of its own, served
 * without signing in (the token is the key) with its own style sheet and script. Any other path
 * under `/r/` with a token answers the same 404 page.
 */
export const reportPageRoutes = async (
  app: FastifyInstance,
  options: { dashboards: DashboardDeps; summaryWriter?: SummaryWriter },
) => {
  const { dashboards } = options;
  const pageDeps = {
    ...dashboards,
    ...(options.summaryWriter ? { summaryWriter: options.summaryWriter } : {}),
  };
  const asset = (path: string, type: string, body: string) =>
    app.get(path, async (_request, reply) =>
      reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=3600')
        .header('x-robots-tag', 'noindex')
        .send(body),
    );
  asset(PAGE_STYLE_PATH, 'text/css; charset=utf-8', PAGE_STYLE);
  asset(PAGE_SCRIPT_PATH, 'text/javascript; charset=utf-8', PAGE_SCRIPT);

  // The password form posts `application/x-www-form-urlencoded`; only these routes read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Params: { token: string } }>('/r/:token', async (request, reply) =>
    sendPage(
      reply,
      await pages.showReportPage(pageDeps, {
        token: request.params.token,
        cookies: request.cookies,
        isHead: request.method === 'HEAD',
        now: new Date(),
      }),
    ),
  );
  app.post<{ Params: { token: string } }>('/r/:token', async (request, reply) => {
    const body = request.body as Record<string, unknown> | undefined;
    const password = typeof body?.password === 'string' ? body.password : '';
    return sendPage(
      reply,
      await pages.submitPassword(dashboards.db, {
        token: request.params.token,
        password,
        isSecure: request.protocol === 'https',
      }),
    );
  });
  app.all('/r/:token/*', async (_request, reply) => sendPage(reply, pages.notFound()));
};

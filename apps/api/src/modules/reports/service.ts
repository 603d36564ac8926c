import type { TCreatedShareLink } from '@kampa/contracts/reports/create-share-link';
import type { TReportsList } from '@kampa/contracts/reports/list-reports';
import {
  ZReportScheduleSchema,
  type TReport,
  type TReportFields,
  type TShareLink,
} from '@kampa/contracts/reports/report';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { requireProjectAccess } from '../access';
import { hashPassword, newToken, tokenHashOf } from './link-secrets';
import * as repository from './repository';

const reportNotFound = () => new AppError(404, 'not_found', 'Report not found', 'params.reportId');
const linkNotFound = () => new AppError(404, 'not_found', 'Share link not found', 'params.linkId');

/** A stored report's fields as the contract says. */
export const reportFieldsOf = (row: repository.ReportRow): TReportFields => ({
  title: row.title,
  sections: row.sections as TReportFields['sections'],
  period:
    row.periodKind === 'rolling'
      ? { kind: 'rolling', days: row.periodDays ?? 1 }
      : { kind: row.periodKind },
  comparison: row.comparison,
  language: row.language,
  recipients: row.recipients,
  schedule: row.schedule === null ? null : ZReportScheduleSchema.parse(row.schedule),
});

export const presentLink = (row: repository.LinkRow, now = new Date()): TShareLink => ({
  id: row.id,
  state: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
  hasPassword: row.passwordHash !== null,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  opens: row.opens,
  lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
  lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
});

const present = (row: repository.ReportRow, links: readonly repository.LinkRow[]): TReport => ({
  id: row.id,
  ...reportFieldsOf(row),
  links: links.map((link) => presentLink(link)),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const presentOne = async (db: Database, row: repository.ReportRow): Promise<TReport> =>
  present(row, (await repository.linksOfReports(db, [row.id])).get(row.id) ?? []);

export const listReports = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  can: { canSendMail: boolean; canMakePdf: boolean },
): Promise<TReportsList> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'view');
  const rows = await repository.listReports(db, project.id);
  const links = await repository.linksOfReports(
    db,
    rows.map((row) => row.id),
  );
  return { reports: rows.map((row) => present(row, links.get(row.id) ?? [])), ...can };
};

export const createReport = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  fields: TReportFields,
): Promise<TReport> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'edit');
  const row = await repository.insertReport(db, project.id, fields);
  if (!row) throw new Error('report insert returned nothing');
  return present(row, []);
};

export const updateReport = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; reportId: string },
  fields: TReportFields,
): Promise<TReport> => {
  const { project } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  const row = await repository.updateReport(db, {
    projectId: project.id,
    reportId: params.reportId,
    fields,
  });
  if (!row) throw reportNotFound();
  return presentOne(db, row);
};

export const deleteReport = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; reportId: string },
): Promise<null> => {
  const { project } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  if (!(await repository.deleteReport(db, project.id, params.reportId))) throw reportNotFound();
  return null;
};

/** The report, when it is one of the project's and the user may `edit` it. */
const editableReport = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; reportId: string },
) => {
  const { project } = await requireProjectAccess(db, user, params.projectUid, 'edit');
  const report = await repository.findReport(db, project.id, params.reportId);
  if (!report) throw reportNotFound();
  return report;
};

/** The page's address for a token. */
export const reportPageUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/$/, '')}/r/${token}`;

export const createShareLink = async (
  db: Database,
  user: AuthenticatedUser,
  input: {
    params: { projectUid: string; reportId: string };
    body: { expiresInDays: number; password: string | null };
    publicUrl: string;
  },
): Promise<TCreatedShareLink> => {
  const report = await editableReport(db, user, input.params);
  const token = newToken();
  const link = await repository.insertLink(db, {
    reportId: report.id,
    tokenHash: tokenHashOf(token),
    passwordHash: input.body.password === null ? null : await hashPassword(input.body.password),
    days: input.body.expiresInDays,
  });
  if (!link) throw new Error('share link insert returned nothing');
  return { link: presentLink(link), url: reportPageUrl(input.publicUrl, token) };
};

export const renewShareLink = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; reportId: string; linkId: string },
  body: { expiresInDays: number },
): Promise<TShareLink> => {
  const report = await editableReport(db, user, params);
  const renewed = await repository.renewLink(db, {
    reportId: report.id,
    linkId: params.linkId,
    days: body.expiresInDays,
  });
  if (renewed) return presentLink(renewed);
  if (await repository.findLink(db, report.id, params.linkId)) {
    throw new AppError(409, 'conflict', 'A revoked share link cannot be renewed', 'params.linkId');
  }
  throw linkNotFound();
};

export const revokeShareLink = async (
  db: Database,
  user: AuthenticatedUser,
  params: { projectUid: string; reportId: string; linkId: string },
): Promise<TShareLink> => {
  const report = await editableReport(db, user, params);
  const link = await repository.revokeLink(db, report.id, params.linkId);
  if (!link) throw linkNotFound();
  return presentLink(link);
};

import { SHARE_LINK_PASSWORD_MAX_LENGTH } from '@kampa/contracts/reports/report';
import type { Database } from '../../db/client';
import { effectiveBrandingOf } from '../branding';
import type { DashboardDeps } from '../dashboards';
import {
  accessProofOf,
  isAccessProof,
  TOKEN_PATTERN,
  tokenHashOf,
  verifyPassword,
} from './link-secrets';
import { renderNotFoundPage, renderPasswordPage, renderReportPage } from './page';
import { loadReportData } from './report-data';
import * as repository from './repository';
import { offlineSummaryWriter, type SummaryWriter } from './summary';
import { reportFieldsOf } from './service';

/** An answer of the report page: its status, HTML and, after a right password, the cookie. */
export type PageAnswer = {
  status: number;
  html: string;
  cookie?: string;
  location?: string;
};

/** The access cookie of a protected link: its own name per link, sent back to its page only. */
const ACCESS_COOKIE = 'kampa_report';
const ACCESS_HOURS = 12;

export const notFound = (): PageAnswer => ({ status: 404, html: renderNotFoundPage() });

const openLink = async (db: Database, token: string) =>
  TOKEN_PATTERN.test(token) ? repository.findSharedReport(db, tokenHashOf(token)) : undefined;

/**
 * The report behind a token, for its period as of now, with the dashboards' numbers. A token that
 * is unknown, revoked or expired, or of a deleted project, gets the same 404 page. A protected
 * link shows its password form until the browser holds the cookie a right password left.
 */
export const showReportPage = async (
  deps: DashboardDeps & { summaryWriter?: SummaryWriter },
  input: {
    token: string;
    cookies: Record<string, string | undefined>;
    isHead: boolean;
    now: Date;
  },
): Promise<PageAnswer> => {
  const shared = await openLink(deps.db, input.token);
  if (!shared) return notFound();
  const fields = reportFieldsOf(shared.report);
  const { link } = shared;
  if (link.passwordHash !== null) {
    const proof = accessProofOf(link.id, link.passwordHash);
    if (shared.isLocked || !isAccessProof(input.cookies[ACCESS_COOKIE], proof)) {
      return {
        status: shared.isLocked ? 429 : 200,
        html: renderPasswordPage({
          language: fields.language,
          problem: shared.isLocked ? 'locked' : null,
        }),
      };
    }
  }
  const data = await loadReportData(
    deps,
    { id: shared.project.id, timeZone: shared.project.timeZone },
    fields,
  );
  const branding = await effectiveBrandingOf(deps.db, shared.project.id);
  const summary = fields.sections.includes('summary')
    ? await (deps.summaryWriter ?? offlineSummaryWriter)(data, fields)
    : [];
  if (!input.isHead) await repository.countOpen(deps.db, link.id);
  return {
    status: 200,
    html: renderReportPage({
      fields,
      project: shared.project,
      data,
      now: input.now,
      branding,
      summary,
    }),
  };
};

/**
 * The password form's answer: a right password leaves the access cookie and goes back to the
 * page (303); a wrong one counts towards the link's lock. A locked link refuses even the right
 * password until the lock ends.
 */
export const submitPassword = async (
  db: Database,
  input: { token: string; password: string; isSecure: boolean },
): Promise<PageAnswer> => {
  const shared = await openLink(db, input.token);
  if (!shared) return notFound();
  const { link, report } = shared;
  const location = `/r/${input.token}`;
  if (link.passwordHash === null) return { status: 303, html: '', location };
  const language = report.language;
  if (shared.isLocked) {
    return { status: 429, html: renderPasswordPage({ language, problem: 'locked' }) };
  }
  const isRight =
    input.password.length > 0 &&
    input.password.length <= SHARE_LINK_PASSWORD_MAX_LENGTH &&
    (await verifyPassword(input.password, link.passwordHash));
  if (!isRight) {
    const isLocked = await repository.recordWrongPassword(db, link.id);
    return {
      status: isLocked ? 429 : 401,
      html: renderPasswordPage({ language, problem: isLocked ? 'locked' : 'wrong' }),
    };
  }
  await repository.clearWrongPasswords(db, link.id);
  const cookie = [
    `${ACCESS_COOKIE}=${accessProofOf(link.id, link.passwordHash)}`,
    `Path=${location}`,
    `Max-Age=${ACCESS_HOURS * 3600}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(input.isSecure ? ['Secure'] : []),
  ].join('; ');
  return { status: 303, html: '', cookie, location };
};

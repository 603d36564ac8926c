import {
  BRANDING_LOGO_MAX_BYTES,
  type TBranding,
  type TProjectBranding,
  type TSetBrandingBody,
  type TUploadLogoBody,
} from '@kampa/contracts/branding/branding';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { sanitizeSvg, SvgRejectedError } from '../../lib/svg-sanitize';
import { requireProjectAccess } from '../access';
import { ensurePersonalWorkspace, requireWorkspaceAccess } from '../workspace';
import * as repository from './repository';
import type { BrandingRow } from './repository';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Scripts and event handlers: an SVG holding them is refused, not quietly cut down. */
const ACTIVE_SVG = /<script\b|<foreignObject\b|\son[a-z]+\s*=|javascript:/i;

const invalidLogo = (message: string) =>
  new AppError(400, 'validation_failed', message, 'body.data');

/**
 * An uploaded logo checked and made safe: within the size limit, a PNG by its signature, an SVG
 * without scripts or event handlers and passed through the sanitiser (which drops styles, foreign
 * content and references leaving the document). Answers what is stored (base64).
 */
export const checkedLogo = (
  body: TUploadLogoBody,
): { contentType: TUploadLogoBody['contentType']; data: string } => {
  const bytes = Buffer.from(body.data, 'base64');
  if (bytes.length === 0) throw invalidLogo('The logo is empty');
  if (bytes.length > BRANDING_LOGO_MAX_BYTES) {
    throw invalidLogo(`The logo must be at most ${BRANDING_LOGO_MAX_BYTES / 1024} kB`);
  }
  if (body.contentType === 'image/png') {
    if (!bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) {
      throw invalidLogo('The logo is not a PNG file');
    }
    return { contentType: body.contentType, data: bytes.toString('base64') };
  }
  const source = bytes.toString('utf8');
  if (ACTIVE_SVG.test(source)) {
    throw invalidLogo('The SVG logo contains scripts or event handlers');
  }
  let clean: string;
  try {
    clean = sanitizeSvg(source);
  } catch (error) {
    if (error instanceof SvgRejectedError)
      throw invalidLogo('The logo is not a plain SVG document');
    throw error;
  }
  if (!/^\s*<svg[\s>]/i.test(clean)) throw invalidLogo('The logo is not an SVG document');
  return { contentType: body.contentType, data: Buffer.from(clean, 'utf8').toString('base64') };
};

/** A stored branding as the API answers it (the logo as a `data:` URI). */
export const brandingOf = (row: BrandingRow): TBranding => ({
  agencyName: row.agencyName,
  accentColor: row.accentColor,
  logo:
    row.logoContentType && row.logoData
      ? {
          contentType: row.logoContentType,
          dataUri: `data:${row.logoContentType};base64,${row.logoData}`,
          bytes: Buffer.from(row.logoData, 'base64').length,
        }
      : null,
});

/** Field by field: the project's own, else the agency's (the logo as one field). */
const mergeBranding = (override: BrandingRow, agency: BrandingRow): BrandingRow => ({
  agencyName: override.agencyName ?? agency.agencyName,
  accentColor: override.accentColor ?? agency.accentColor,
  ...(override.logoData
    ? { logoContentType: override.logoContentType, logoData: override.logoData }
    : { logoContentType: agency.logoContentType, logoData: agency.logoData }),
});

const projectBrandingOf = async (db: DbOrTx, projectId: string): Promise<TProjectBranding> => {
  const override = await repository.findProjectBranding(db, projectId);
  const workspaceId = await repository.findWorkspaceIdOfProject(db, projectId);
  const agency = workspaceId
    ? await repository.findWorkspaceBranding(db, workspaceId)
    : repository.EMPTY_BRANDING;
  return {
    override: brandingOf(override),
    agency: brandingOf(agency),
    effective: brandingOf(mergeBranding(override, agency)),
  };
};

/**
 * The branding a project's reports show (page, PDF, e-mail): the project's override field by
 * field, else its workspace's (the agency's).
 */
export const effectiveBrandingOf = async (db: DbOrTx, projectId: string): Promise<TBranding> =>
  (await projectBrandingOf(db, projectId)).effective;

/** A workspace's branding: its members read it; its owner and managers change it. */
const workspaceBrandingOf = async (db: DbOrTx, workspaceId: string): Promise<TBranding> =>
  brandingOf(await repository.findWorkspaceBranding(db, workspaceId));

/**
 * Where a branding call writes: the named workspace (`edit_settings` to change it, `view` to
 * read it), or without one the caller's personal workspace (`/api/user/branding`).
 */
const brandingWorkspace = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string | null,
  action: 'view' | 'edit_settings',
): Promise<string> =>
  workspaceUid === null
    ? (await ensurePersonalWorkspace(db, user.id)).id
    : (await requireWorkspaceAccess(db, user, workspaceUid, action)).workspace.id;

export const getWorkspaceBranding = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string | null,
): Promise<TBranding> =>
  workspaceBrandingOf(db, await brandingWorkspace(db, user, workspaceUid, 'view'));

export const setWorkspaceBranding = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string | null,
  body: TSetBrandingBody,
): Promise<TBranding> => {
  const workspaceId = await brandingWorkspace(db, user, workspaceUid, 'edit_settings');
  await repository.saveWorkspaceBranding(db, workspaceId, body);
  return workspaceBrandingOf(db, workspaceId);
};

export const uploadWorkspaceLogo = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string | null,
  body: TUploadLogoBody,
): Promise<TBranding> => {
  const workspaceId = await brandingWorkspace(db, user, workspaceUid, 'edit_settings');
  const logo = checkedLogo(body);
  await repository.saveWorkspaceBranding(db, workspaceId, {
    logoContentType: logo.contentType,
    logoData: logo.data,
  });
  return workspaceBrandingOf(db, workspaceId);
};

export const deleteWorkspaceLogo = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string | null,
): Promise<TBranding> => {
  const workspaceId = await brandingWorkspace(db, user, workspaceUid, 'edit_settings');
  await repository.saveWorkspaceBranding(db, workspaceId, {
    logoContentType: null,
    logoData: null,
  });
  return workspaceBrandingOf(db, workspaceId);
};

/** Members read a project's branding; non-members get 404. */
export const getProjectBranding = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<TProjectBranding> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'view');
  return projectBrandingOf(db, project.id);
};

/** Editors and owners set a project's name and colour (null inherits the agency's); viewers 403. */
export const setProjectBranding = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  body: TSetBrandingBody,
): Promise<TProjectBranding> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'edit');
  await repository.saveProjectBranding(db, project.id, body);
  return projectBrandingOf(db, project.id);
};

export const uploadProjectLogo = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
  body: TUploadLogoBody,
): Promise<TProjectBranding> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'edit');
  const logo = checkedLogo(body);
  await repository.saveProjectBranding(db, project.id, {
    logoContentType: logo.contentType,
    logoData: logo.data,
  });
  return projectBrandingOf(db, project.id);
};

export const deleteProjectLogo = async (
  db: Database,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<TProjectBranding> => {
  const { project } = await requireProjectAccess(db, user, projectUid, 'edit');
  await repository.saveProjectBranding(db, project.id, { logoContentType: null, logoData: null });
  return projectBrandingOf(db, project.id);
};

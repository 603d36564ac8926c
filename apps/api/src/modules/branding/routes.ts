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
import {
  deleteWorkspaceBrandingLogoContract,
  getWorkspaceBrandingContract,
  setWorkspaceBrandingContract,
  uploadWorkspaceBrandingLogoContract,
} from '@kampa/contracts/branding/workspace-branding';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import * as service from './service';

export const brandingRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  // `/api/user/branding`: the caller's personal workspace's.
  registerRoute(app, getMyBrandingContract, async (request) =>
    service.getWorkspaceBranding(db, request.requireUser(), null),
  );
  registerRoute(app, setMyBrandingContract, async (request) =>
    service.setWorkspaceBranding(db, request.requireUser(), null, request.body),
  );
  registerRoute(app, uploadMyBrandingLogoContract, async (request) =>
    service.uploadWorkspaceLogo(db, request.requireUser(), null, request.body),
  );
  registerRoute(app, deleteMyBrandingLogoContract, async (request) =>
    service.deleteWorkspaceLogo(db, request.requireUser(), null),
  );
  registerRoute(app, getWorkspaceBrandingContract, async (request) =>
    service.getWorkspaceBranding(db, request.requireUser(), request.params.workspaceUid),
  );
  registerRoute(app, setWorkspaceBrandingContract, async (request) =>
    service.setWorkspaceBranding(
      db,
      request.requireUser(),
      request.params.workspaceUid,
      request.body,
    ),
  );
  registerRoute(app, uploadWorkspaceBrandingLogoContract, async (request) =>
    service.uploadWorkspaceLogo(
      db,
      request.requireUser(),
      request.params.workspaceUid,
      request.body,
    ),
  );
  registerRoute(app, deleteWorkspaceBrandingLogoContract, async (request) =>
    service.deleteWorkspaceLogo(db, request.requireUser(), request.params.workspaceUid),
  );
  registerRoute(app, getProjectBrandingContract, async (request) =>
    service.getProjectBranding(db, request.requireUser(), request.params.projectUid),
  );
  registerRoute(app, setProjectBrandingContract, async (request) =>
    service.setProjectBranding(db, request.requireUser(), request.params.projectUid, request.body),
  );
  registerRoute(app, uploadProjectBrandingLogoContract, async (request) =>
    service.uploadProjectLogo(db, request.requireUser(), request.params.projectUid, request.body),
  );
  registerRoute(app, deleteProjectBrandingLogoContract, async (request) =>
    service.deleteProjectLogo(db, request.requireUser(), request.params.projectUid),
  );
};

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
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import * as service from './service';

export const brandingRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  registerRoute(app, getMyBrandingContract, async (request) =>
    service.getMyBranding(db, request.requireUser()),
  );
  registerRoute(app, setMyBrandingContract, async (request) =>
    service.setMyBranding(db, request.requireUser(), request.body),
  );
  registerRoute(app, uploadMyBrandingLogoContract, async (request) =>
    service.uploadMyLogo(db, request.requireUser(), request.body),
  );
  registerRoute(app, deleteMyBrandingLogoContract, async (request) =>
    service.deleteMyLogo(db, request.requireUser()),
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

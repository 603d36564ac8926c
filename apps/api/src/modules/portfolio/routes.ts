import { getPortfolioContract } from '@kampa/contracts/portfolio/get-portfolio';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import * as service from './service';

export const portfolioRoutes = async (app: FastifyInstance) => {
  const deps = { db: app.db, config: app.config };
  registerRoute(app, getPortfolioContract, async (request) =>
    service.getPortfolio(deps, request.requireUser(), request.query),
  );
};

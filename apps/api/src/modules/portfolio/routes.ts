import { getPortfolioContract } from '@kampa/contracts/portfolio/get-portfolio';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import { createViewCache } from '../dashboards';
import * as service from './service';

export const portfolioRoutes = async (app: FastifyInstance) => {
  const deps = {
    db: app.db,
    readDb: app.readDb,
    config: app.config,
    // Whole portfolios are large: a tenth of the dashboards' entries is plenty for repeat views.
    cache: createViewCache(Math.ceil(app.config.DASHBOARD_CACHE_ENTRIES / 10)),
    // Whole answers with their JSON (hundreds of kB for a large agency): fewer still.
    answers: createViewCache(Math.ceil(app.config.DASHBOARD_CACHE_ENTRIES / 40)),
  };
  registerRoute(app, getPortfolioContract, async (request) =>
    service.getPortfolio(deps, request.requireUser(), request.query),
  );
};

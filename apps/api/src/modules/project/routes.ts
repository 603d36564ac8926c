import { createProjectContract } from '@kampa/contracts/project/create-project';
import { deleteProjectContract } from '@kampa/contracts/project/delete-project';
import { getProjectContract } from '@kampa/contracts/project/get-project';
import { listProjectsContract } from '@kampa/contracts/project/list-projects';
import { updateProjectContract } from '@kampa/contracts/project/update-project';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import * as service from './service';

export const projectRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  registerRoute(app, listProjectsContract, async (request) => ({
    projects: await service.listProjects(db, request.requireUser()),
  }));
  registerRoute(app, getProjectContract, async (request) =>
    service.getProject(db, request.requireUser(), request.params.projectUid),
  );
  registerRoute(app, createProjectContract, async (request, reply) => {
    const { project, isReplay } = await service.createProject(
      db,
      request.requireUser(),
      request.body,
    );
    // A repeated create (same key, same settings) answers as the first did, and says it repeats.
    if (isReplay) reply.header('idempotent-replayed', 'true');
    return project;
  });
  registerRoute(app, updateProjectContract, async (request) =>
    service.updateProject(db, request.requireUser(), request.params.projectUid, request.body),
  );
  registerRoute(app, deleteProjectContract, async (request) => {
    await service.deleteProject(db, request.requireUser(), request.params.projectUid);
    return null;
  });
};

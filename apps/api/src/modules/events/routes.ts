import { createAnnotationContract } from '@kampa/contracts/events/create-annotation';
import { deleteAnnotationContract } from '@kampa/contracts/events/delete-annotation';
import { listEventsContract } from '@kampa/contracts/events/list-events';
import { updateAnnotationContract } from '@kampa/contracts/events/update-annotation';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import * as service from './service';

export const eventsRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  registerRoute(app, listEventsContract, async (request) =>
    service.listEvents(db, request.requireUser(), request.params.projectUid, request.query),
  );
  registerRoute(app, createAnnotationContract, async (request) =>
    service.createAnnotation(db, request.requireUser(), request.params.projectUid, request.body),
  );
  registerRoute(app, updateAnnotationContract, async (request) =>
    service.updateAnnotation(db, request.requireUser(), request.params, request.body),
  );
  registerRoute(app, deleteAnnotationContract, async (request) =>
    service.deleteAnnotation(db, request.requireUser(), request.params),
  );
};

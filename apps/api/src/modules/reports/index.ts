// The reports module's public face: other modules, jobs, plugins and app.ts import only this file.
// Client reports per project, their share links, the report page `/r/{token}` they open, and
// their e-mails (the outbox the report jobs send).
export { reportPageRoutes, reportsRoutes } from './routes';
export { processDueDeliveries, type DeliveryDeps } from './delivery-service';
export { enqueueDueSchedules } from './schedule';
export { summaryWriterOf, type SummaryWriter } from './summary';

// The notifications module's public face: other modules, jobs, plugins and app.ts import only this file.
// A user's notification preferences (alert e-mails per severity and project, the digest) and the
// daily digest e-mail.
export { notificationRoutes } from './routes';
export { alertEmailRecipients } from './service';
export { enqueueDueDigests, processDueDigests, type DigestDeps } from './digest-service';

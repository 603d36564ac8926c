import { startLocalMailReceiver } from './local-receiver';

/**
 * The local SMTP receiver as a process of its own (`npm start` runs it beside the API):
 * MAIL_RECEIVER_SMTP_PORT, MAIL_RECEIVER_HTTP_PORT, and MAIL_RECEIVER_FILE to keep the inbox.
 */
const receiver = await startLocalMailReceiver({
  smtpPort: Number(process.env.MAIL_RECEIVER_SMTP_PORT ?? 2525),
  httpPort: Number(process.env.MAIL_RECEIVER_HTTP_PORT ?? 2526),
  storeFile: process.env.MAIL_RECEIVER_FILE,
});
console.log(`Local mail receiver: SMTP on ${receiver.smtpPort}, inbox at ${receiver.inboxUrl}`);

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`Local mail receiver: ${signal}, shutting down`);
  receiver
    .stop()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

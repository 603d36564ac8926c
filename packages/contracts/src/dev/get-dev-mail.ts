import { z } from 'zod';
import { defineContract } from '../common/contract';

export const ZDevMailMessageSchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  receivedAt: z.iso.datetime(),
  /** Files sent with it (a report's PDF): names, types and sizes, not their bytes. */
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }))
    .default([]),
});
export type TDevMailMessage = z.infer<typeof ZDevMailMessageSchema>;

/**
 * Local development only: the mail the local SMTP receiver caught (newest first). Answers 404
 * unless the receiver is configured and the request comes from this computer (loopback, not
 * forwarded by a proxy), and always in production.
 */
export const getDevMailContract = defineContract({
  method: 'GET',
  path: '/api/dev/mail',
  summary: 'Mail caught by the local SMTP receiver (local development only)',
  tags: ['dev'],
  isAuthenticated: false,
  status: 200,
  response: z.object({ messages: z.array(ZDevMailMessageSchema) }),
});

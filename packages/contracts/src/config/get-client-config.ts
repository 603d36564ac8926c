import { z } from 'zod';
import { defineContract } from '../common/contract';

/** What the browser needs before it can sign in: public Firebase web settings. */
export const ZClientConfigSchema = z
  .object({
    firebase: z.object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      /** Set when the Firebase Auth emulator stands in for Google (local and tests). */
      emulatorUrl: z.string().nullable(),
    }),
  })
  .meta({ id: 'ClientConfig' });
export type TClientConfig = z.infer<typeof ZClientConfigSchema>;

export const getClientConfigContract = defineContract({
  method: 'GET',
  path: '/api/config',
  summary: 'Public settings the web app needs to start (Firebase web config)',
  tags: ['config'],
  isAuthenticated: false,
  status: 200,
  response: ZClientConfigSchema,
});

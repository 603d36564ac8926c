import { defineContract } from '../common/contract';
import { ZAccountExportSchema } from './account-export';

/** Everything Kampa keeps about the signed-in user, as JSON (never tokens or secrets). */
export const exportAccountContract = defineContract({
  method: 'GET',
  path: '/api/account/export',
  summary: 'Download everything Kampa keeps about the signed-in user',
  tags: ['account'],
  isAuthenticated: true,
  isSensitive: true,
  // A right of access: it does not wait for a new terms version to be accepted.
  requiresAcceptedTerms: false,
  status: 200,
  response: ZAccountExportSchema,
});

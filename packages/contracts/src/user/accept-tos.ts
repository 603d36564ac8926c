import { defineContract } from '../common/contract';
import { ZTosStatusSchema } from './tos-status';

/** Accepts the current terms version. No request body. */
export const acceptTosContract = defineContract({
  method: 'POST',
  path: '/api/user/tos-accept',
  summary: 'Accept the current terms of service',
  tags: ['user'],
  isAuthenticated: true,
  isSensitive: true,
  requiresAcceptedTerms: false,
  status: 200,
  response: ZTosStatusSchema,
});

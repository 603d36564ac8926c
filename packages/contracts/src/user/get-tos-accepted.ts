import { defineContract } from '../common/contract';
import { ZTosStatusSchema } from './tos-status';

export const getTosAcceptedContract = defineContract({
  method: 'GET',
  path: '/api/user/tos-accepted',
  summary: 'Whether the current terms of service are accepted',
  tags: ['user'],
  isAuthenticated: true,
  requiresAcceptedTerms: false,
  status: 200,
  response: ZTosStatusSchema,
});

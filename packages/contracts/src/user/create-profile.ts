import { defineContract } from '../common/contract';
import { ZUserProfileSchema } from './profile';

/** The welcome notice's OK: creates the profile (idempotent). No request body. */
export const createProfileContract = defineContract({
  method: 'POST',
  path: '/api/user',
  summary: "Create the signed-in user's profile",
  tags: ['user'],
  isAuthenticated: true,
  isSensitive: true,
  requiresAcceptedTerms: false,
  status: 201,
  response: ZUserProfileSchema,
});

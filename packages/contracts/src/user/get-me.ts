import { defineContract } from '../common/contract';
import { ZUserProfileSchema } from './profile';

/** The signed-in user's Kampa profile; 404 `profile_missing` until `POST /api/user`. */
export const getMeContract = defineContract({
  method: 'GET',
  path: '/api/user/me',
  summary: "The signed-in user's profile",
  tags: ['user'],
  isAuthenticated: true,
  requiresAcceptedTerms: false,
  status: 200,
  response: ZUserProfileSchema,
});

import { z } from 'zod';

/** Every error code the API can answer with. Clients may switch on these. */
export const ERROR_CODES = [
  'bad_request',
  'request_timeout',
  'uri_too_long',
  'headers_too_large',
  'validation_failed',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
  'unauthenticated',
  'user_disabled',
  'forbidden',
  'not_found',
  'profile_missing',
  'tos_not_accepted',
  'conflict',
  /** An idempotency key sent again with a different request (422). */
  'idempotency_key_reused',
  /** The project an idempotent create made has been deleted since (409). */
  'project_deleted',
  /** The last owner of a project may not leave, be removed or become less than owner (409). */
  'last_owner',
  /**
   * Leaving a project one would still reach through one's workspace role (its owner, a manager):
   * nothing would change (409).
   */
  'access_through_workspace',
  /** A personal workspace cannot be deleted (409). */
  'personal_workspace',
  /** A workspace still holding projects cannot be deleted: move or delete them first (409). */
  'workspace_not_empty',
  /** The invited address is already a member of the project (409). */
  'already_member',
  /** An invitation link past its 7 days (410). */
  'invite_expired',
  /** An alert already resolved cannot be acknowledged or snoozed (409). */
  'alert_resolved',
  /** An invitation accepted with another (or an unverified) address than the invited one (403). */
  'invite_email_mismatch',
  /** Deleting the account needs a sign-in of the last few minutes (403). */
  'requires_recent_login',
  /** The account deletion's typed confirmation is not the account's e-mail (400). */
  'confirmation_mismatch',
  'not_connected',
  'reconnect_needed',
  'property_not_readable',
  'manager_account',
  'scope_missing',
  'site_unverified',
  'google_unavailable',
  'rate_limited',
  /** The chat's tokens for the day are used up (429). */
  'chat_limit_reached',
  'service_unavailable',
  'internal_error',
] as const;

export const ZErrorCodeSchema = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCodeSchema>;

/**
 * The one shape of every error answer, the framework's and Node's included. Messages are fixed
 * texts of ours: they never repeat what the request sent (its path, headers or values).
 */
export const ZErrorResponseSchema = z
  .object({
    error: z.object({
      code: ZErrorCodeSchema,
      message: z.string(),
      /** The request field at fault, as a dotted path (`body.name`, `params.projectUid`). */
      field: z.string().optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

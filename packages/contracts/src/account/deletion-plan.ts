import { z } from 'zod';
import { defineContract } from '../common/contract';
import { PROJECT_ROLES } from '../project/project-constants';

const ZPlannedProjectSchema = z.object({
  uid: z.string(),
  name: z.string(),
  /** Other people who are members (they lose the project when it is deleted). */
  otherMembers: z.number().int().nonnegative(),
});

/** What deleting the account would do, for the confirmation to name it. */
export const ZDeletionPlanSchema = z
  .object({
    /** Projects the user is the only owner of: deleted with all their data. */
    deletedProjects: z.array(ZPlannedProjectSchema),
    /** Projects with another owner, or where the user is an editor or viewer: they stay. */
    keptProjects: z.array(ZPlannedProjectSchema.extend({ role: z.enum(PROJECT_ROLES) })),
    /** Google accounts whose access is revoked at Google. */
    googleConnections: z.array(z.object({ googleEmail: z.string().nullable() })),
    /** Annotations the user wrote in projects that stay: kept without an author. */
    keptAnnotations: z.number().int().nonnegative(),
  })
  .meta({ id: 'DeletionPlan' });
export type TDeletionPlan = z.infer<typeof ZDeletionPlanSchema>;

export const getDeletionPlanContract = defineContract({
  method: 'GET',
  path: '/api/account/deletion-plan',
  summary: 'What deleting the signed-in user’s account would delete and keep',
  tags: ['account'],
  isAuthenticated: true,
  requiresAcceptedTerms: false,
  status: 200,
  response: ZDeletionPlanSchema,
});

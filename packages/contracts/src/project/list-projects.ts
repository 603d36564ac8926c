import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectSchema } from './project';

export const ZListProjectsResponseSchema = z.object({ projects: z.array(ZProjectSchema) });

export const listProjectsContract = defineContract({
  method: 'GET',
  path: '/api/project',
  summary: "The signed-in user's projects, with their role and connection state",
  tags: ['project'],
  isAuthenticated: true,
  status: 200,
  response: ZListProjectsResponseSchema,
});

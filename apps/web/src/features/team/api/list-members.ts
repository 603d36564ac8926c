import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from './team-keys';

const listMembersContract = () =>
  import('@kampa/contracts/team/list-members').then((module) => module.listMembersContract);

export const listMembers = (projectUid: string) =>
  apiRequest(listMembersContract, { params: { projectUid } });

export const getMembersQueryOptions = (userUid: string, projectUid: string) =>
  queryOptions({
    queryKey: teamKeys.members(userUid, projectUid),
    queryFn: () => listMembers(projectUid),
  });

export const useMembers = (userUid: string, projectUid: string) =>
  useQuery(getMembersQueryOptions(userUid, projectUid));

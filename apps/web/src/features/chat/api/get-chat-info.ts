import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

const getChatInfoContract = () =>
  import('@kampa/contracts/chat/get-chat-info').then((module) => module.getChatInfoContract);

export const getChatInfo = (projectUid: string) =>
  apiRequest(getChatInfoContract, { params: { projectUid } });

export const getChatInfoQueryOptions = (userUid: string, projectUid: string) =>
  queryOptions({
    queryKey: chatKeys.info(userUid, projectUid),
    queryFn: () => getChatInfo(projectUid),
  });

export const useChatInfo = (userUid: string, projectUid: string) =>
  useQuery(getChatInfoQueryOptions(userUid, projectUid));

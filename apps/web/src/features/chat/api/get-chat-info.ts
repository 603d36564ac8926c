import { getChatInfoContract } from '@kampa/contracts/chat/get-chat-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

export const getChatInfo = (projectUid: string) =>
  apiRequest(getChatInfoContract, { params: { projectUid } });

export const getChatInfoQueryOptions = (userUid: string, projectUid: string) =>
  queryOptions({
    queryKey: chatKeys.info(userUid, projectUid),
    queryFn: () => getChatInfo(projectUid),
  });

export const useChatInfo = (userUid: string, projectUid: string) =>
  useQuery(getChatInfoQueryOptions(userUid, projectUid));

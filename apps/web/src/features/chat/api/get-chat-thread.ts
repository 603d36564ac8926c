import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

const getChatThreadContract = () =>
  import('@kampa/contracts/chat/get-chat-thread').then((module) => module.getChatThreadContract);

export const getChatThread = (projectUid: string, threadUid: string) =>
  apiRequest(getChatThreadContract, { params: { projectUid, threadUid } });

export const getChatThreadQueryOptions = (userUid: string, projectUid: string, threadUid: string) =>
  queryOptions({
    queryKey: chatKeys.thread(userUid, projectUid, threadUid),
    queryFn: () => getChatThread(projectUid, threadUid),
  });

export const useChatThread = (userUid: string, projectUid: string, threadUid: string | undefined) =>
  useQuery({
    ...getChatThreadQueryOptions(userUid, projectUid, threadUid ?? ''),
    enabled: threadUid !== undefined,
  });

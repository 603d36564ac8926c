import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

const listChatThreadsContract = () =>
  import('@kampa/contracts/chat/list-chat-threads').then(
    (module) => module.listChatThreadsContract,
  );

export const listChatThreads = (projectUid: string) =>
  apiRequest(listChatThreadsContract, { params: { projectUid } });

export const getChatThreadsQueryOptions = (userUid: string, projectUid: string) =>
  queryOptions({
    queryKey: chatKeys.threads(userUid, projectUid),
    queryFn: () => listChatThreads(projectUid),
  });

export const useChatThreads = (userUid: string, projectUid: string) =>
  useQuery(getChatThreadsQueryOptions(userUid, projectUid));

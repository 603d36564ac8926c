import { apiRequest } from '@/lib/api-client';

const createChatThreadContract = () =>
  import('@kampa/contracts/chat/create-chat-thread').then(
    (module) => module.createChatThreadContract,
  );

export const createChatThread = (projectUid: string, title: string) =>
  apiRequest(createChatThreadContract, { params: { projectUid }, body: { title } });

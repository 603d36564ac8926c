import { createChatThreadContract } from '@kampa/contracts/chat/create-chat-thread';
import { apiRequest } from '@/lib/api-client';

export const createChatThread = (projectUid: string, title: string) =>
  apiRequest(createChatThreadContract, { params: { projectUid }, body: { title } });

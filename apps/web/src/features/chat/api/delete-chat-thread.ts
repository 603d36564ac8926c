import { deleteChatThreadContract } from '@kampa/contracts/chat/delete-chat-thread';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

export const deleteChatThread = ({
  projectUid,
  threadUid,
}: {
  projectUid: string;
  threadUid: string;
}) => apiRequest(deleteChatThreadContract, { params: { projectUid, threadUid } });

export const useDeleteChatThread = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatThread,
    onSuccess: async (_nothing, { projectUid }) =>
      queryClient.invalidateQueries({ queryKey: chatKeys.threads(userUid, projectUid) }),
  });
};

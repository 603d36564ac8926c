import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

const deleteChatThreadContract = () =>
  import('@kampa/contracts/chat/delete-chat-thread').then(
    (module) => module.deleteChatThreadContract,
  );

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

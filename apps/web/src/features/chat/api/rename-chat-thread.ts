import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

const renameChatThreadContract = () =>
  import('@kampa/contracts/chat/rename-chat-thread').then(
    (module) => module.renameChatThreadContract,
  );

export const renameChatThread = ({
  projectUid,
  threadUid,
  title,
}: {
  projectUid: string;
  threadUid: string;
  title: string;
}) => apiRequest(renameChatThreadContract, { params: { projectUid, threadUid }, body: { title } });

export const useRenameChatThread = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameChatThread,
    onSuccess: async (_thread, { projectUid }) =>
      queryClient.invalidateQueries({ queryKey: chatKeys.threads(userUid, projectUid) }),
  });
};

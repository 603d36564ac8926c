import { deleteAnnotationContract } from '@kampa/contracts/events/delete-annotation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { eventKeys } from './event-keys';

export const deleteAnnotation = ({
  projectUid,
  annotationId,
}: {
  projectUid: string;
  annotationId: string;
}) => apiRequest(deleteAnnotationContract, { params: { projectUid, annotationId } });

export const useDeleteAnnotation = (userUid: string, onChanged?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnotation,
    onSuccess: async (_nothing, { projectUid }) => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: eventKeys.all(userUid, projectUid) });
    },
  });
};

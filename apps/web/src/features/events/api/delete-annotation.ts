import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { eventKeys } from './event-keys';

const deleteAnnotationContract = () =>
  import('@kampa/contracts/events/delete-annotation').then(
    (module) => module.deleteAnnotationContract,
  );

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

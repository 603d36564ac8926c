import type { TUpdateAnnotationRequest } from '@kampa/contracts/events/update-annotation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { eventKeys } from './event-keys';

const updateAnnotationContract = () =>
  import('@kampa/contracts/events/update-annotation').then(
    (module) => module.updateAnnotationContract,
  );

export const updateAnnotation = ({
  projectUid,
  annotationId,
  body,
}: {
  projectUid: string;
  annotationId: string;
  body: TUpdateAnnotationRequest;
}) => apiRequest(updateAnnotationContract, { params: { projectUid, annotationId }, body });

export const useUpdateAnnotation = (userUid: string, onChanged?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnnotation,
    onSuccess: async (_annotation, { projectUid }) => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: eventKeys.all(userUid, projectUid) });
    },
  });
};

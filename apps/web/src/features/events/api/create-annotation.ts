import type { TCreateAnnotationRequest } from '@kampa/contracts/events/create-annotation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { eventKeys } from './event-keys';

const createAnnotationContract = () =>
  import('@kampa/contracts/events/create-annotation').then(
    (module) => module.createAnnotationContract,
  );

export const createAnnotation = ({
  projectUid,
  body,
}: {
  projectUid: string;
  body: TCreateAnnotationRequest;
}) => apiRequest(createAnnotationContract, { params: { projectUid }, body });

/** Writes an annotation; the timeline is asked again, and `onChanged` refreshes the charts. */
export const useCreateAnnotation = (userUid: string, onChanged?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnotation,
    onSuccess: async (_annotation, { projectUid }) => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: eventKeys.all(userUid, projectUid) });
    },
  });
};

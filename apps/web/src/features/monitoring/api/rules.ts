import type { TRuleFieldsInput } from '@kampa/contracts/monitoring/rule';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { monitoringKeys } from './monitoring-keys';

const createRuleContract = () =>
  import('@kampa/contracts/monitoring/create-rule').then((module) => module.createRuleContract);
const deleteRuleContract = () =>
  import('@kampa/contracts/monitoring/delete-rule').then((module) => module.deleteRuleContract);
const listRuleTargetsContract = () =>
  import('@kampa/contracts/monitoring/list-rule-targets').then(
    (module) => module.listRuleTargetsContract,
  );
const listRulesContract = () =>
  import('@kampa/contracts/monitoring/list-rules').then((module) => module.listRulesContract);
const rotateWebhookSecretContract = () =>
  import('@kampa/contracts/monitoring/rotate-webhook-secret').then(
    (module) => module.rotateWebhookSecretContract,
  );
const testRuleContract = () =>
  import('@kampa/contracts/monitoring/test-rule').then((module) => module.testRuleContract);
const updateRuleContract = () =>
  import('@kampa/contracts/monitoring/update-rule').then((module) => module.updateRuleContract);

export const getRulesQueryOptions = (userUid: string, projectUid: string) =>
  queryOptions({
    queryKey: monitoringKeys.rules(userUid, projectUid),
    queryFn: () => apiRequest(listRulesContract, { params: { projectUid } }),
  });

export const useRules = (userUid: string, projectUid: string) =>
  useQuery(getRulesQueryOptions(userUid, projectUid));

/** The channels and campaigns of the project's synced data, for the rule form's lists. */
export const useRuleTargets = (
  userUid: string,
  projectUid: string,
  /** Asked again on mount (the rule dialog: a budget set a moment ago on another screen). */
  options: { isFresh?: boolean } = {},
) =>
  useQuery({
    queryKey: monitoringKeys.targets(userUid, projectUid),
    queryFn: () => apiRequest(listRuleTargetsContract, { params: { projectUid } }),
    staleTime: options.isFresh ? 0 : 5 * 60_000,
  });

/** Saves a rule: a new one (no `ruleId`) or the whole of an existing one. */
export const saveRule = ({
  projectUid,
  ruleId,
  body,
}: {
  projectUid: string;
  ruleId: string | null;
  body: TRuleFieldsInput;
}) =>
  ruleId === null
    ? apiRequest(createRuleContract, { params: { projectUid }, body })
    : apiRequest(updateRuleContract, { params: { projectUid, ruleId }, body });

export const useSaveRule = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRule,
    onSuccess: async (_rule, { projectUid }) => {
      await queryClient.invalidateQueries({ queryKey: monitoringKeys.all(userUid, projectUid) });
    },
  });
};

export const useDeleteRule = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectUid, ruleId }: { projectUid: string; ruleId: string }) =>
      apiRequest(deleteRuleContract, { params: { projectUid, ruleId } }),
    onSuccess: async (_answer, { projectUid }) => {
      await queryClient.invalidateQueries({ queryKey: monitoringKeys.all(userUid, projectUid) });
    },
  });
};

/** A new webhook secret for one rule (editors): the answer's rule carries it. */
export const useRotateWebhookSecret = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectUid, ruleId }: { projectUid: string; ruleId: string }) =>
      apiRequest(rotateWebhookSecretContract, { params: { projectUid, ruleId } }),
    onSuccess: async (_answer, { projectUid }) => {
      await queryClient.invalidateQueries({ queryKey: monitoringKeys.all(userUid, projectUid) });
    },
  });
};

/** "Test this rule": how a draft would have judged the last 90 days (nothing saved). */
export const useTestRule = () =>
  useMutation({
    mutationFn: ({ projectUid, body }: { projectUid: string; body: TRuleFieldsInput }) =>
      apiRequest(testRuleContract, { params: { projectUid }, body }),
  });

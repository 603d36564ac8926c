import type { TBudgetFieldsInput } from '@kampa/contracts/budgets/budget';
import type { TRuleFieldsInput } from '@kampa/contracts/monitoring/rule';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const listBudgetsContract = () =>
  import('@kampa/contracts/budgets/list-budgets').then((module) => module.listBudgetsContract);
const createBudgetContract = () =>
  import('@kampa/contracts/budgets/create-budget').then((module) => module.createBudgetContract);
const updateBudgetContract = () =>
  import('@kampa/contracts/budgets/update-budget').then((module) => module.updateBudgetContract);
const createRuleContract = () =>
  import('@kampa/contracts/monitoring/create-rule').then((module) => module.createRuleContract);
const deleteBudgetContract = () =>
  import('@kampa/contracts/budgets/delete-budget').then((module) => module.deleteBudgetContract);

/** Query keys of budgets, under the signed-in user's uid and the project. */
export const budgetKeys = {
  all: (userUid: string, projectUid: string) =>
    ['user', userUid, 'projects', projectUid, 'budgets'] as const,
};

export const getBudgetsQueryOptions = (userUid: string, projectUid: string) =>
  queryOptions({
    queryKey: budgetKeys.all(userUid, projectUid),
    queryFn: () => apiRequest(listBudgetsContract, { params: { projectUid } }),
  });

/** The project's budgets with their pacing, the Ads account's currency and its campaigns. */
export const useBudgets = (userUid: string, projectUid: string, isEnabled = true) =>
  useQuery({ ...getBudgetsQueryOptions(userUid, projectUid), enabled: isEnabled });

/** Saves a budget: a new one (no `budgetId`) or the whole of an existing one. */
export const saveBudget = ({
  projectUid,
  budgetId,
  body,
}: {
  projectUid: string;
  budgetId: string | null;
  body: TBudgetFieldsInput;
}) =>
  budgetId === null
    ? apiRequest(createBudgetContract, { params: { projectUid }, body })
    : apiRequest(updateBudgetContract, { params: { projectUid, budgetId }, body });

export const useSaveBudget = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBudget,
    onSuccess: async (_budget, { projectUid }) => {
      await queryClient.invalidateQueries({ queryKey: budgetKeys.all(userUid, projectUid) });
    },
  });
};

export const useDeleteBudget = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectUid, budgetId }: { projectUid: string; budgetId: string }) =>
      apiRequest(deleteBudgetContract, { params: { projectUid, budgetId } }),
    onSuccess: async (_answer, { projectUid }) => {
      await queryClient.invalidateQueries({ queryKey: budgetKeys.all(userUid, projectUid) });
    },
  });
};

/**
 * Creates a new budget's alert rules (monitoring's rules on the budget), one after another; the
 * monitoring page reads them afresh when it opens.
 */
export const createBudgetAlerts = async (
  projectUid: string,
  rules: readonly TRuleFieldsInput[],
) => {
  for (const body of rules) await apiRequest(createRuleContract, { params: { projectUid }, body });
};

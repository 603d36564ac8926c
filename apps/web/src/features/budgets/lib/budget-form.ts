import {
  ZBudgetFieldsSchema,
  type TBudget,
  type TBudgetFieldsInput,
} from '@kampa/contracts/budgets/budget';

/** The dialog's fields, as the inputs hold them (numbers as typed text). */
export type BudgetFormValues = {
  name: string;
  kind: 'monthly' | 'flight';
  startDay: string;
  from: string;
  to: string;
  /** Empty: the whole account. */
  campaignIds: string[];
  amount: string;
  feePercent: string;
};

export type BudgetFormField =
  'name' | 'startDay' | 'from' | 'to' | 'campaignIds' | 'amount' | 'feePercent';
export type BudgetFormErrors = Partial<Record<BudgetFormField, true>>;

export const EMPTY_BUDGET_FORM: BudgetFormValues = {
  name: '',
  kind: 'monthly',
  startDay: '1',
  from: '',
  to: '',
  campaignIds: [],
  amount: '',
  feePercent: '',
};

export const formOfBudget = (budget: TBudget): BudgetFormValues => ({
  name: budget.name,
  kind: budget.cycle.kind,
  startDay: budget.cycle.kind === 'monthly' ? String(budget.cycle.startDay) : '1',
  from: budget.cycle.kind === 'flight' ? budget.cycle.from : '',
  to: budget.cycle.kind === 'flight' ? budget.cycle.to : '',
  campaignIds: budget.campaignIds,
  amount: String(budget.amount),
  feePercent: budget.feePercent === null ? '' : String(budget.feePercent),
});

/** A typed number; a comma is read as the decimal point (Czech habit). */
const toNumber = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text.trim().replace(/\s/g, '').replace(',', '.'));

export const bodyOfForm = (form: BudgetFormValues): TBudgetFieldsInput => ({
  name: form.name,
  cycle:
    form.kind === 'monthly'
      ? { kind: 'monthly', startDay: toNumber(form.startDay) }
      : { kind: 'flight', from: form.from, to: form.to },
  campaignIds: form.campaignIds,
  amount: toNumber(form.amount),
  feePercent: form.feePercent.trim() === '' ? null : toNumber(form.feePercent),
});

const FIELD_OF: Record<string, BudgetFormField> = {
  name: 'name',
  'cycle.startDay': 'startDay',
  'cycle.from': 'from',
  'cycle.to': 'to',
  campaignIds: 'campaignIds',
  amount: 'amount',
  feePercent: 'feePercent',
};

/** The form field an API error's `field` (`body.cycle.to`, `body.campaignIds.0`) points at. */
export const formFieldOf = (path: string): BudgetFormField =>
  FIELD_OF[path.replace(/^body\./, '').replace(/\.\d+$/, '')] ?? 'name';

/** The contract's checks, by the form's field. */
export const validateBudgetForm = (form: BudgetFormValues): BudgetFormErrors => {
  const result = ZBudgetFieldsSchema.safeParse(bodyOfForm(form));
  if (result.success) return {};
  const errors: BudgetFormErrors = {};
  for (const issue of result.error.issues) errors[formFieldOf(issue.path.join('.'))] = true;
  return errors;
};

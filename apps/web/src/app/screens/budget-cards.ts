/**
 * The budget and target cards come in chunks of their own (through `useLazyModule`): they sit
 * below or beside a dashboard's numbers, and keeping them out of the screens' chunks keeps the
 * dashboards' first JavaScript within its budget.
 */
export const loadPacingCard = () => import('@/features/budgets/components/pacing-card');
export const loadTargetsCard = () => import('@/features/budgets/components/targets-card');

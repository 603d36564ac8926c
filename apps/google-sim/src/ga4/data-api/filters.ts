import type { FilterExpression } from './request-schema';

/** Evaluates a dimension filter expression with a value getter. */
export const matchesFilter = (
  expression: FilterExpression,
  valueOf: (fieldName: string) => string,
): boolean => {
  if (expression.andGroup)
    return expression.andGroup.expressions.every((e) => matchesFilter(e, valueOf));
  if (expression.orGroup)
    return expression.orGroup.expressions.some((e) => matchesFilter(e, valueOf));
  if (expression.notExpression) return !matchesFilter(expression.notExpression, valueOf);
  const filter = expression.filter;
  if (!filter) return true;
  const raw = valueOf(filter.fieldName);
  if (filter.inListFilter) {
    const sensitive = filter.inListFilter.caseSensitive ?? false;
    const value = sensitive ? raw : raw.toLowerCase();
    return filter.inListFilter.values.some((v) => (sensitive ? v : v.toLowerCase()) === value);
  }
  if (filter.stringFilter) {
    const sensitive = filter.stringFilter.caseSensitive ?? false;
    const value = sensitive ? raw : raw.toLowerCase();
    const expected = sensitive
      ? filter.stringFilter.value
      : filter.stringFilter.value.toLowerCase();
    switch (filter.stringFilter.matchType ?? 'EXACT') {
      case 'BEGINS_WITH':
        return value.startsWith(expected);
      case 'ENDS_WITH':
        return value.endsWith(expected);
      case 'CONTAINS':
        return value.includes(expected);
      case 'FULL_REGEXP':
        return new RegExp(`^(?:${filter.stringFilter.value})$`, sensitive ? '' : 'i').test(raw);
      case 'PARTIAL_REGEXP':
        return new RegExp(filter.stringFilter.value, sensitive ? '' : 'i').test(raw);
      default:
        return value === expected;
    }
  }
  return true;
};

/** Every field name a filter expression refers to. */
export const filterFields = (expression: FilterExpression | undefined): string[] => {
  if (!expression) return [];
  return [
    ...(expression.andGroup?.expressions.flatMap(filterFields) ?? []),
    ...(expression.orGroup?.expressions.flatMap(filterFields) ?? []),
    ...filterFields(expression.notExpression),
    ...(expression.filter ? [expression.filter.fieldName] : []),
  ];
};

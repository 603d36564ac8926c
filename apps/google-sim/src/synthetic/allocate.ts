/**
 * Largest-remainder allocation of an integer total over weights. The parts are
 * integers and always sum exactly to the total, which is what keeps every
 * breakdown consistent with its total.
 *
 * A part whose weight is 0 gets 0 as long as some weight is positive, and when the
 * weights are themselves integer parts of a parent (allocating a sub-metric in
 * proportion to sessions, say), no part exceeds its weight if total <= sum(weights).
 */
const remainders: number[] = [];
const picked: boolean[] = [];

export const allocate = (total: number, weights: ArrayLike<number>, out: number[]): number[] => {
  const n = weights.length;
  out.length = n;
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += weights[i] ?? 0;
  if (total <= 0 || sum <= 0) {
    for (let i = 0; i < n; i += 1) out[i] = 0;
    if (total > 0 && n > 0) out[0] = total;
    return out;
  }
  let assigned = 0;
  for (let i = 0; i < n; i += 1) {
    const exact = (total * (weights[i] ?? 0)) / sum;
    const floor = Math.floor(exact + 1e-9);
    out[i] = floor;
    assigned += floor;
    remainders[i] = exact - floor;
    picked[i] = false;
  }
  // Hand out the leftover units by largest remainder (ties: lowest index). There are
  // fewer leftover units than parts, so a selection loop beats sorting.
  for (let leftover = total - assigned; leftover > 0; leftover -= 1) {
    let best = -1;
    for (let i = 0; i < n; i += 1) {
      if (!picked[i] && (best < 0 || (remainders[i] ?? 0) > (remainders[best] ?? 0))) best = i;
    }
    if (best < 0) break;
    picked[best] = true;
    out[best] = (out[best] ?? 0) + 1;
  }
  return out;
};

/** Rounds to 2 decimals (spec §9 "number rounding helper"): 1.005 → 1.01, 2 → 2. */
export const round2 = (value: number): number => {
  if (!Number.isFinite(value)) return value;
  // The epsilon makes halves that binary floats store just below .5 round up (1.005 → 1.01).
  return Math.round((value + Math.sign(value) * Number.EPSILON) * 100) / 100;
};

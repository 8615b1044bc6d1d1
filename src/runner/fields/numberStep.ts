/** What the step needs of a field's JSON Schema. */
export interface NumberSchema {
  type?: unknown;
  multipleOf?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

/** Digits after the decimal point of a number as written ("0.999" → 3, "1e-7" → 7). */
function decimals(n: number): number {
  const [mantissa, exponent] = String(n).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/**
 * The step of a number field: its `multipleOf`; 1 for an integer; otherwise the finest decimal of its
 * minimum, maximum and default ("0.9 … 0.999, default 0.98" → 0.001), made finer while the range would
 * have fewer than ten steps ("1 … 8" → 0.1). A range or number input without a step steps by 1 from
 * its minimum, so a slider from 0.9 to 0.999 snaps to 0.9 and never moves.
 */
export function numberStep(field: NumberSchema): number | undefined {
  if (field.type !== 'number' && field.type !== 'integer') return undefined;
  if (typeof field.multipleOf === 'number') return field.multipleOf;
  if (field.type === 'integer') return 1;
  const known = [field.minimum, field.maximum, field.default].filter((v): v is number => typeof v === 'number');
  let digits = Math.max(0, ...known.map(decimals));
  const { minimum, maximum } = field;
  if (typeof minimum === 'number' && typeof maximum === 'number' && maximum > minimum)
    while ((maximum - minimum) * 10 ** digits < 10) digits++;
  return Number((10 ** -digits).toFixed(digits));
}

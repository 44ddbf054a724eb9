/**
 * Whether a resource the server already holds under a `ref_id` is what a create asked for: every
 * field of the request that the resource also has is equal. Fields only the request has (a
 * beneficiary, an amount the server turned into a total) say nothing either way. Amounts are decimal
 * strings, which the server may write with other trailing zeros: `"1.5"` equals `"1.50000000"`.
 */
export function matchesRequest(request: object | undefined, existing: unknown): boolean {
  if (request === undefined || typeof existing !== 'object' || existing === null) return false;
  const resource = existing as Record<string, unknown>;
  return Object.entries(request).every(
    ([key, value]) => value === undefined || !(key in resource) || sameValue(value, resource[key]),
  );
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string')
    return a === b || (DECIMAL.test(a) && DECIMAL.test(b) && canonicalDecimal(a) === canonicalDecimal(b));
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** `"01.500"` → `"1.5"`, `"-0.0"` → `"0"`: the same number written one way. */
function canonicalDecimal(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  const digits = decimals === '' ? integer : `${integer}.${decimals}`;
  return negative && digits !== '0' ? `-${digits}` : digits;
}

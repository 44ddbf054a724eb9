import { SHARED_SCHEMAS } from '@dap/server';

/**
 * The `maxLength` the spec gives a component schema (`Decimal`) or one of its properties
 * (`TokenResponse`, `access_token`), read from the generated schemas so that the sandbox's own
 * checks never hold a copy of the number. Throws at start-up when the spec no longer bounds it.
 */
export function specMaxLength(schema: string, property?: string): number {
  const component = SHARED_SCHEMAS.$defs[schema];
  const node =
    typeof component === 'object' && property !== undefined
      ? (component['properties'] as Record<string, unknown> | undefined)?.[property]
      : component;
  const max = typeof node === 'object' && node !== null ? (node as { maxLength?: unknown }).maxLength : undefined;
  if (typeof max !== 'number')
    throw new Error(`The spec gives ${schema}${property === undefined ? '' : `.${property}`} no maxLength`);
  return max;
}

/** The longest decimal string the API carries (`Decimal`). */
export const DECIMAL_MAX_LENGTH = specMaxLength('Decimal');

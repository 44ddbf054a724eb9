import type { ValidationError } from '@dap/api-types';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { ownRequired } from './alternatives.js';

/** Where a failure is, as the first segment of its pointer (the spec's ValidationError.pointer). */
export type RequestPart = 'body' | 'query' | 'path' | 'header';

/** Fastify's names of the request parts → the pointer prefixes of the spec. */
export const PART_OF: Readonly<Record<string, RequestPart>> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/**
 * ajv's errors as the spec's `{pointer, message}` list: pointers rooted at the request part
 * (`/body/amount`, `/query/limit`, `/path/id`), a missing or unknown property pointed at by its own
 * pointer, and each failed `oneOf` as ONE error at the object it applies to, in the spec's terms
 * ("exactly one of `amount` or `total` must be given") instead of ajv's "must match exactly one
 * schema in oneOf" plus an error per branch.
 */
export function toValidationErrors(part: RequestPart, errors: readonly ErrorObject[]): ValidationError[] {
  const oneOfs = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  // A value of the wrong type makes every other check on it noise (a string body "fails" oneOf too).
  const wrongType = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  const result: ValidationError[] = [];
  for (const error of errors) {
    const within = oneOfs.find(
      (o) =>
        o !== error && error.schemaPath.startsWith(`${o.schemaPath}/`) && error.instancePath.startsWith(o.instancePath),
    );
    if (within) continue; // a branch of a oneOf: the oneOf's own error explains it
    if (error.keyword !== 'type' && wrongType.has(error.instancePath)) continue;
    const described = describe(error, errors);
    if (described) result.push({ pointer: `/${part}${described.pointer}`, message: described.message });
  }
  const seen = new Set<string>();
  return result.filter((e) => {
    const key = `${e.pointer}\n${e.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

function describe(error: ErrorObject, all: readonly ErrorObject[]): { pointer: string; message: string } | undefined {
  const { keyword, instancePath, params } = error;
  const child = (name: unknown) => `${instancePath}/${escapePointer(String(name))}`;
  switch (keyword) {
    case 'if':
      return undefined; // `then` or `else` failed; their own errors follow
    case 'required':
      return { pointer: child(params['missingProperty']), message: 'is required' };
    case 'dependentRequired':
      return {
        pointer: child(params['missingProperty']),
        message: `is required when ${String(params['property'])} is given`,
      };
    case 'additionalProperties':
      return { pointer: child(params['additionalProperty']), message: 'is not allowed (unknown property)' };
    case 'unevaluatedProperties':
      return { pointer: child(params['unevaluatedProperty']), message: 'is not allowed (unknown property)' };
    case 'propertyNames': {
      const why = all
        .filter((e) => e.propertyName === params['propertyName'] && e.instancePath === instancePath && e.message)
        .map((e) => e.message);
      return {
        pointer: child(params['propertyName']),
        message: `is not an allowed property name${why.length > 0 ? ` (${why.join('; ')})` : ''}`,
      };
    }
    case 'enum':
      return {
        pointer: instancePath,
        message: `must be one of ${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'false schema':
      return { pointer: instancePath, message: 'is not allowed' };
    case 'oneOf':
    case 'anyOf': {
      const message = describeAlternatives(keyword, error.schema, error.data);
      return message === undefined ? undefined : { pointer: instancePath, message };
    }
    default:
      // Inside `propertyNames`, ajv reports the name's own failure too, at the object; the propertyNames error covers it.
      if (error.propertyName !== undefined) return undefined;
      return { pointer: instancePath, message: error.message ?? `fails ${keyword}` };
  }
}

/**
 * A failed oneOf/anyOf in the spec's words. Branches that each require one property no other
 * branch requires (the CryptoWithdrawalRequest's WithdrawalByAmount / WithdrawalByTotal) become "exactly one of `amount`
 * or `total` must be given", unless the right number of them is present, in which case the failure
 * is the value's own (an `amount` that is not a decimal), reported at its own pointer, and this
 * returns undefined. Other alternatives are named by their titles.
 */
export function describeAlternatives(keyword: 'oneOf' | 'anyOf', branches: unknown, data: unknown): string | undefined {
  const list = Array.isArray(branches) ? (branches as unknown[]) : [];
  const objects = list.map((branch) => (typeof branch === 'object' && branch !== null ? branch : {}));
  const single = list.length > 1 ? ownRequired(objects as Record<string, unknown>[]) : undefined;
  const quantifier = keyword === 'oneOf' ? 'exactly one' : 'at least one';
  if (single) {
    const names = single;
    const present =
      typeof data === 'object' && data !== null ? names.filter((name) => Object.hasOwn(data, name)).length : 0;
    if (keyword === 'oneOf' ? present === 1 : present >= 1) return undefined;
    const quoted = names.map((name) => `\`${name}\``);
    return `${quantifier} of ${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1) ?? ''} must be given`;
  }
  const titles = list.map((branch, i) =>
    typeof branch === 'object' && branch !== null && typeof (branch as { title?: unknown }).title === 'string'
      ? (branch as { title: string }).title
      : `#${i}`,
  );
  return `must match ${quantifier} of: ${titles.join(', ')}`;
}

function escapePointer(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

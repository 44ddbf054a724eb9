import type { Ajv2020, ErrorObject } from 'ajv/dist/2020.js';

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords that say nothing about the value: a schema of only these beside its oneOf is a plain union. */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

/**
 * A failed union of complete branches (`oneOf: [WithdrawalByAmount, WithdrawalByTotal]`, each branch
 * a whole object schema with `additionalProperties: false`) explained as the spec means it. ajv
 * reports every branch's failures (a body with `amount` "has an unknown property `amount`" per the
 * other branch), and through `$ref`s their schema paths no longer say which branch they come from,
 * so the union's errors are replaced by those of the branch the value chose:
 *
 * - when each branch has one required property of its own (`amount`, `total`) and the value gives
 *   exactly one of them (at least one for `anyOf`), the failures of that branch, at their pointers;
 *   when it gives several, and one branch alone declares them all (FaultRequest's `status` branch
 *   also takes the `delay_ms` its other branch requires), the failures of that branch;
 * - otherwise the union's own error (explained by `describeAlternatives`, its branches resolved),
 *   with the failures every branch shares (a `ref_id` holding NUL is wrong whichever was meant).
 *
 * Other unions are left as ajv reports them. `shared` are the component schemas registered in `ajv`
 * (`SHARED_SCHEMAS`, …).
 */
export function explainAlternatives(
  ajv: Ajv2020,
  shared: readonly object[],
  errors: readonly ErrorObject[],
  data: unknown,
): ErrorObject[] {
  const depth = (e: ErrorObject) => (e.instancePath === '' ? 0 : e.instancePath.split('/').length);
  const unions = errors
    .filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')
    .sort((a, b) => depth(a) - depth(b));
  for (const union of unions) {
    const explained = explainUnion(ajv, shared, errors, union, data);
    if (explained) return explained;
  }
  return [...errors];
}

function explainUnion(
  ajv: Ajv2020,
  shared: readonly object[],
  errors: readonly ErrorObject[],
  union: ErrorObject,
  data: unknown,
): ErrorObject[] | undefined {
  const keyword = union.keyword as 'oneOf' | 'anyOf';
  const parent = union.parentSchema;
  if (!isObject(parent) || Object.keys(parent).some((key) => key !== keyword && !ANNOTATIONS.has(key))) return;
  const found = locate(shared, parent);
  const written = Array.isArray(union.schema) ? (union.schema as unknown[]) : [];
  if (!found || written.length < 2) return;
  const branches = written.map((branch) => resolve(found.bundle, branch));
  if (!branches.every((b) => isObject(b) && b['type'] === 'object' && b['additionalProperties'] === false)) return;

  const at = union.instancePath;
  const value = valueAt(data, at);
  const run = (i: number): ErrorObject[] => {
    const validate = ajv.getSchema(`${found.id}#${found.pointer}/${keyword}/${i}`);
    if (!validate || validate(value)) return [];
    const own = explainAlternatives(ajv, shared, validate.errors ?? [], value);
    return own.map((e) => ({ ...e, instancePath: `${at}${e.instancePath}` }));
  };
  const outside = errors.filter((e) => e.instancePath !== at && !e.instancePath.startsWith(`${at}/`));

  const names = ownRequired(branches as JsonObject[]);
  if (names) {
    const present = names.map((name) => isObject(value) && Object.hasOwn(value, name));
    const count = present.filter(Boolean).length;
    if (keyword === 'oneOf' ? count === 1 : count >= 1) return [...outside, ...run(present.indexOf(true))];
    const given = names.filter((_, i) => present[i]);
    const declaring = branches.flatMap((branch, i) => (declaresAll(branch as JsonObject, given) ? [i] : []));
    if (count > 1 && declaring.length === 1) return [...outside, ...run(declaring[0]!)];
  }
  const perBranch = branches.map((_, i) => run(i));
  const key = (e: ErrorObject) => `${e.instancePath}\n${e.keyword}\n${JSON.stringify(e.params)}`;
  const mentionsName = (e: ErrorObject) =>
    (e.keyword === 'required' || e.keyword === 'additionalProperties') && e.instancePath === at;
  const shared_ = (perBranch[0] ?? []).filter(
    (e) => !mentionsName(e) && perBranch.every((list) => list.some((other) => key(other) === key(e))),
  );
  return [...outside, { ...union, schema: branches }, ...shared_];
}

/** Each branch's one required property that no other branch requires, when every branch has exactly one. */
/** Whether a branch has a property of each of `names`. */
const declaresAll = (branch: JsonObject, names: readonly string[]) =>
  isObject(branch['properties']) && names.every((name) => Object.hasOwn(branch['properties'] as JsonObject, name));

export function ownRequired(branches: readonly JsonObject[]): string[] | undefined {
  const requiredOf = branches.map((b) =>
    Array.isArray(b['required']) ? b['required'].filter((r): r is string => typeof r === 'string') : [],
  );
  const everywhere = requiredOf.reduce((common, list) => common.filter((name) => list.includes(name)));
  const own = requiredOf.map((list) => list.filter((name) => !everywhere.includes(name)));
  if (!own.every((list) => list.length === 1)) return undefined;
  const names = own.map((list) => list[0] as string);
  return new Set(names).size === names.length ? names : undefined;
}

/** Where a schema object sits among the shared bundles, found by identity (ajv hands back the object it was given). */
function locate(
  shared: readonly object[],
  target: object,
): { id: string; bundle: JsonObject; pointer: string } | undefined {
  for (const bundle of shared) {
    if (!isObject(bundle) || typeof bundle['$id'] !== 'string') continue;
    const pointer = find(bundle, target, '');
    if (pointer !== undefined) return { id: bundle['$id'], bundle, pointer };
  }
  return undefined;
}

function find(node: unknown, target: object, pointer: string): string | undefined {
  if (node === target) return pointer;
  if (typeof node !== 'object' || node === null) return undefined;
  for (const [key, child] of Object.entries(node)) {
    const found = find(child, target, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A branch through its local `$ref`s (`#/$defs/Name`, relative to its bundle). */
function resolve(bundle: JsonObject, branch: unknown): unknown {
  let current = branch;
  for (let hops = 0; hops < 16 && isObject(current) && typeof current['$ref'] === 'string'; hops++) {
    const ref = current['$ref'];
    if (!ref.startsWith('#/')) return undefined;
    current = ref
      .slice(2)
      .split('/')
      .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, token) => (isObject(node) ? node[token] : undefined), bundle);
  }
  return current;
}

function valueAt(data: unknown, pointer: string): unknown {
  if (pointer === '') return data;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, token) => (Array.isArray(node) ? node[Number(token)] : isObject(node) ? node[token] : undefined),
      data,
    );
}

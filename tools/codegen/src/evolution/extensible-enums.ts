/**
 * Extensible enums (`x-extensible-enum: true` next to an `enum`): the platform may add values to
 * them in what consumers receive without a major version. Their generated type is the known values
 * plus `UnknownEnumValue`, and enums.ts gives each its known values as a constant and a guard.
 */
import { EXTENSIBLE_ENUM } from '@dap/redocly-rules/extensions';
import { isObject, toPointer, type Json } from '../common/json.js';

/** The marker, named once in @dap/redocly-rules for the lint rule, the gate and codegen. */
export { EXTENSIBLE_ENUM };

/** The name every generated package gives the unknown case. */
export const UNKNOWN_ENUM_VALUE = 'UnknownEnumValue';

/** One extensible enum of a spec, as enums.ts declares it. */
export interface ExtensibleEnum {
  /** The type's name: the component schema's name (OpenAPI) or the schema's title (AsyncAPI). */
  typeName: string;
  values: string[];
}

/** Whether a schema is an enum marked extensible. */
export function isExtensibleEnum(schema: unknown): schema is { enum: Json[] } {
  return isObject(schema) && schema[EXTENSIBLE_ENUM] === true && Array.isArray(schema['enum']);
}

/**
 * Every place of `doc` that holds `x-extensible-enum: true`, by JSON pointer, checked: the marker
 * must sit next to an `enum` of strings. Throws naming the file and pointer otherwise.
 */
export function extensibleEnumsIn(
  doc: Json,
  file: string,
): Map<string, { enum: string[]; schema: { [key: string]: Json } }> {
  const found = new Map<string, { enum: string[]; schema: { [key: string]: Json } }>();
  const walk = (value: Json, path: (string | number)[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, i]));
      return;
    }
    if (!isObject(value)) return;
    if (EXTENSIBLE_ENUM in value && value[EXTENSIBLE_ENUM] === true) {
      const values = value['enum'];
      if (!Array.isArray(values) || values.length === 0 || !values.every((v) => typeof v === 'string')) {
        throw new Error(
          `${file}#${toPointer([...path, EXTENSIBLE_ENUM])}: \`${EXTENSIBLE_ENUM}: true\` needs an \`enum\` of strings next to it`,
        );
      }
      found.set(toPointer(path), { enum: values as string[], schema: value });
    }
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(doc, []);
  return found;
}

/** `CryptoNetwork` → `CRYPTO_NETWORKS`, `TransferStatus` → `TRANSFER_STATUSES`, `OAuthErrorCode` → `OAUTH_ERROR_CODES`. */
export function constantName(typeName: string): string {
  const words = typeName
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const last = words.pop() ?? '';
  const plural = /(S|X|Z|CH|SH)$/.test(last)
    ? `${last}ES`
    : /[^AEIOU]Y$/.test(last)
      ? `${last.slice(0, -1)}IES`
      : `${last}S`;
  return [...words, plural].join('_');
}

/**
 * enums.ts: the `UnknownEnumValue` brand (one per package), and for each extensible enum its known
 * values (`CRYPTO_NETWORKS`), their type (`KnownCryptoNetwork`) and a guard (`isKnownCryptoNetwork`).
 */
export function extensibleEnumsModule(
  enums: readonly ExtensibleEnum[],
  options: { declareBrand?: boolean } = {},
): string {
  const seen = new Map<string, string>();
  for (const { typeName } of enums) {
    const constant = constantName(typeName);
    const other = seen.get(constant);
    if (other !== undefined && other !== typeName)
      throw new Error(`extensible enums ${other} and ${typeName} would both be named ${constant}`);
    seen.set(constant, typeName);
  }
  const declarations = [...new Map(enums.map((e) => [e.typeName, e])).values()].map(({ typeName, values }) => {
    const constant = constantName(typeName);
    return `/** The values of \`${typeName}\` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const ${constant} = [${values.map((v) => JSON.stringify(v)).join(', ')}] as const;

/** A \`${typeName}\` this version lists. */
export type Known${typeName} = (typeof ${constant})[number];

/** Whether \`value\` is a \`${typeName}\` this version lists; on a \`${typeName}\`, \`false\` leaves \`${UNKNOWN_ENUM_VALUE}\`. */
export function isKnown${typeName}(value: unknown): value is Known${typeName} {
  return (${constant} as readonly unknown[]).includes(value);
}
`;
  });
  // A package's second API (the Sandbox Control API in @dap/api-types) uses the package's one brand.
  if (options.declareBrand === false) return declarations.join('\n');
  return `declare const unknownEnumValue: unique symbol;

/**
 * A value of an extensible enum (\`x-extensible-enum: true\` in the spec) that this version does not
 * list: the platform adds values to such enums without a major version. Each extensible enum's type
 * is its known values plus this case, so a \`switch\` over the known values leaves it, and an
 * exhaustiveness check (\`const unreachable: never = value\`) does not compile until the switch has a
 * default branch. At run time it is the string the server sent; code of your own cannot make one
 * without a cast.
 */
export type ${UNKNOWN_ENUM_VALUE} = string & { readonly [unknownEnumValue]: true };
${declarations.map((d) => '\n' + d).join('')}`;
}

import { DEPRECATED_ENUM_VALUES, deprecatedEnumValues, type Deprecation } from '@dap/redocly-rules/deprecation';
import { isObject } from '../common/json.js';
import type { StreamSpec } from '../asyncapi/messages.js';

/**
 * The deprecated channel types: the values of `ChannelType` listed under its
 * `x-deprecated-enum-values`, each with its announcement, read by the markup's one reader. An entry
 * without a complete announcement, or naming no channel type, is refused (the lint rule says the
 * same), so a server never announces half a deprecation.
 */
export function channelDeprecationsOf(spec: StreamSpec, channelTypes: readonly string[]): Map<string, Deprecation> {
  const components = isObject(spec.resolved['components']) ? spec.resolved['components'] : {};
  const schemas = isObject(components['schemas']) ? components['schemas'] : {};
  const channelType = schemas['ChannelType'];
  const listed = isObject(channelType) ? channelType[DEPRECATED_ENUM_VALUES] : undefined;
  const found = deprecatedEnumValues(channelType);
  for (const value of isObject(listed) ? Object.keys(listed) : []) {
    const at = `${spec.bundlePath}#/components/schemas/ChannelType/${DEPRECATED_ENUM_VALUES}/${value.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (!channelTypes.includes(value)) throw new Error(`${at}: ${JSON.stringify(value)} is not a channel type`);
    if (!found.has(value))
      throw new Error(
        `${at}: a deprecated channel type needs x-deprecated-at and x-sunset (dates, YYYY-MM-DD) and x-replaced-by (see dap/deprecation-lifecycle)`,
      );
  }
  return found;
}

/** `CHANNEL_DEPRECATIONS`: the announcement of each deprecated channel type, in the spec's order; `{}` when none is. */
export function channelDeprecationsConstant(channelTypes: readonly string[], found: Map<string, Deprecation>): string {
  const members = channelTypes.flatMap((type) => {
    const deprecation = found.get(type);
    if (deprecation === undefined) return [];
    return [
      `  ${JSON.stringify(type)}: {`,
      `    deprecatedAt: ${JSON.stringify(deprecation.deprecatedAt)},`,
      `    sunset: ${JSON.stringify(deprecation.sunset)},`,
      `    replacedBy: ${JSON.stringify(deprecation.replacedBy)},`,
      '  },',
    ];
  });
  return `/** The announcement of a deprecated channel type: the day of its deprecation, its sunset (\`YYYY-MM-DD\`) and what replaces it. */
export interface ChannelDeprecationNotice {
  readonly deprecatedAt: string;
  /** The first day the channel type may be removed. */
  readonly sunset: string;
  readonly replacedBy: string;
}

/**
 * The deprecated channel types (\`x-deprecated-enum-values\` of \`ChannelType\`), each with its
 * announcement: the server sends it in a successful subscribe's result (\`deprecation\`).
 */
export const CHANNEL_DEPRECATIONS: Readonly<Partial<Record<(typeof CHANNEL_TYPES)[number], ChannelDeprecationNotice>>> = {${members.length === 0 ? '' : `\n${members.join('\n')}\n`}};
`;
}

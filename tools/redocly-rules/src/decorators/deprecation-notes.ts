import { deprecatedEnumValues, deprecationOf, type Deprecation } from '../deprecation.js';
import { isNode, type Node, type Rule } from '../visitor.js';

const sentence = (d: Deprecation) =>
  `Deprecated since ${d.deprecatedAt}; sunset ${d.sunset} (it may be removed from that day on): use ${d.replacedBy} instead.`;

const append = (node: Node, text: string) => {
  const description = typeof node['description'] === 'string' ? node['description'].trimEnd() : '';
  node['description'] = description === '' ? text : `${description}\n\n${text}`;
};

/**
 * Docs-only: Redoc shows `deprecated` but not the house announcement, so the description of each
 * deprecated operation, parameter, schema and message gains its dates and replacement, and an enum
 * schema the list of its deprecated values. Turned on in docs/redocly.yaml, not in the specs' bundles.
 */
export const DeprecationNotes: Rule = () => {
  const enter = (node: unknown) => {
    if (!isNode(node)) return;
    const deprecation = deprecationOf(node);
    if (deprecation) append(node, `**${sentence(deprecation)}**`);
    const values = [...deprecatedEnumValues(node)];
    if (values.length > 0)
      append(node, `Deprecated values:\n${values.map(([value, d]) => `- \`${value}\`: ${sentence(d)}`).join('\n')}`);
  };
  return { Operation: { enter }, Parameter: { enter }, Schema: { enter }, Message: { enter } };
};

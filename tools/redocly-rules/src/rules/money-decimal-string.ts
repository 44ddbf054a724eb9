import { collectProperties, typesOf } from '../schemas.js';
import { isNode, type Rule } from '../visitor.js';

export interface MoneyDecimalStringOptions {
  /** Property names that carry money, prices or quantities. */
  fields?: string[];
  /** The decimal patterns a money field may use. */
  patterns?: string[];
}

export const DEFAULT_MONEY_FIELDS = [
  'amount',
  'total',
  'fee',
  'price',
  'commission',
  'rebate',
  'gross_trade_amount',
  'notional_value',
];
export const DEFAULT_DECIMAL_PATTERNS = [
  '^[0-9]*\\.?[0-9]+$',
  '^[0-9]*\\.?[0-9]{1,2}$',
  // A decimal greater than zero (PositiveDecimal), without lookahead.
  '^(?:[0-9]*[1-9][0-9]*(?:\\.[0-9]+)?|[0-9]*\\.[0-9]*[1-9][0-9]*)$',
  // A fiat amount greater than zero with at most two fraction digits (FiatAmount), without lookahead.
  '^(?:[0-9]*[1-9][0-9]*(?:\\.[0-9]{1,2})?|0*\\.(?:[1-9][0-9]?|0[1-9]))$',
];

/** Money travels as a decimal string with a known pattern: a JSON number would lose precision. */
export const MoneyDecimalString: Rule<MoneyDecimalStringOptions> = (options) => {
  const fields = new Set(options.fields ?? DEFAULT_MONEY_FIELDS);
  const patterns = new Set(options.patterns ?? DEFAULT_DECIMAL_PATTERNS);
  return {
    Schema: {
      enter(schema, ctx) {
        if (!isNode(schema) || !isNode(schema['properties'])) return;
        const declared = collectProperties({ properties: schema['properties'] }, ctx);
        for (const [name, property] of declared) {
          if (!fields.has(name)) continue;
          const types = typesOf(property);
          const pattern = property['pattern'];
          let reason: string | undefined;
          if (types.length !== 1 || types[0] !== 'string') {
            reason = `has type ${types.length > 0 ? types.join(' | ') : 'unset'}; it must be a string`;
          } else if (typeof pattern !== 'string') {
            reason = 'has no pattern; it must use a decimal pattern';
          } else if (!patterns.has(pattern)) {
            reason = `has pattern \`${pattern}\`, not one of the decimal patterns`;
          }
          if (reason) {
            ctx.report({
              message: `Money field \`${name}\` ${reason} (${[...patterns].map((p) => `\`${p}\``).join(' or ')}).`,
              location: ctx.location.child(['properties', name]),
            });
          }
        }
      },
    },
  };
};

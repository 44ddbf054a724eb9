/**
 * Where a generator's validator and the sandbox disagree, and why. The suite fails on any other
 * disagreement, and on a listed entry that no longer disagrees, so neither list can rot: when a
 * cause is fixed (a generator's release, the spec fix of issue 25), the suite says which entries
 * to delete. Entries are corpus ids (corpus.ts).
 */

/** A constraint a generator cannot express: its limitation, not ours. */
export interface GeneratorLimitation {
  generator: string;
  constraint: string;
  /** The generator's issue, or `not reported upstream: …` when none was found. */
  issue: string;
  entries: string[];
}

/** A divergence that comes from our spec, not from the generator. */
export interface SpecDefect {
  defect: string;
  generators: string[];
  entries: string[];
}

const ORVAL = 'orval';
const HEY_API = '@hey-api/openapi-ts';
const OZC = 'openapi-zod-client';
const KUBB = 'kubb';

/** What a generator lets through when it strips unknown keys instead of refusing them (additionalProperties: false). */
const UNKNOWN_KEYS_STRIPPED = [
  'createCryptoWithdrawal: with an unknown field',
  'createDepositAddress: with an unknown field',
  'createSandboxFiatDeposit: with an unknown field',
  // A union of complete branches is exclusive through each branch's additionalProperties: false:
  // stripped instead, the other branch's field passes (a body with both amount and total).
  'createCryptoWithdrawal: both amount and total',
  'createCryptoWithdrawal: a beneficiary both person and institution',
];

export const GENERATOR_LIMITATIONS: GeneratorLimitation[] = [
  {
    generator: ORVAL,
    constraint: 'maxProperties (the Metadata schema: at most so many pairs) is not generated',
    issue: 'not reported upstream: no orval issue on maxProperties found on 2026-11-27',
    entries: ['createCryptoWithdrawal: 7 metadata pairs', 'createDepositAddress: 7 metadata pairs'],
  },
  {
    generator: ORVAL,
    constraint: 'propertyNames (the Metadata keys’ maxLength) is not generated',
    issue: 'https://github.com/orval-labs/orval/issues/2196',
    entries: ['createCryptoWithdrawal: a metadata key at maxLength + 1'],
  },
  {
    generator: HEY_API,
    constraint: 'additionalProperties: false is generated as z.object (unknown keys stripped, not refused)',
    issue: 'https://github.com/hey-api/hey-api/issues/4307',
    entries: UNKNOWN_KEYS_STRIPPED,
  },
  {
    generator: HEY_API,
    constraint: 'maxProperties (the Metadata schema: at most so many pairs) is not generated',
    issue: 'https://github.com/hey-api/hey-api/issues/4337',
    entries: ['createCryptoWithdrawal: 7 metadata pairs', 'createDepositAddress: 7 metadata pairs'],
  },
  {
    generator: HEY_API,
    constraint: 'propertyNames (the Metadata keys’ maxLength) is not generated',
    issue: 'not reported upstream: no hey-api issue on propertyNames found on 2026-11-27',
    entries: ['createCryptoWithdrawal: a metadata key at maxLength + 1'],
  },
  {
    generator: HEY_API,
    constraint:
      'a pattern’s \\u escapes are printed as the characters themselves: NUL stays, each lone surrogate becomes U+FFFD in the UTF-8 file, so lone surrogates pass',
    issue:
      'not reported upstream: the nearest, https://github.com/hey-api/hey-api/issues/2691 (regex escaping), is about `/`',
    entries: [
      'createCryptoWithdrawal: ref_id with a lone high surrogate',
      'createCryptoWithdrawal: ref_id with a lone low surrogate',
      'createCryptoWithdrawal: ref_id with a reversed surrogate pair',
      'createDepositAddress: ref_id with a lone high surrogate',
      'createDepositAddress: ref_id with a lone low surrogate',
      'createDepositAddress: ref_id with a reversed surrogate pair',
    ],
  },
  {
    generator: OZC,
    constraint: 'maxProperties (the Metadata schema: at most so many pairs) is not generated',
    issue: 'not reported upstream: no openapi-zod-client issue on maxProperties found on 2026-11-27',
    entries: ['createCryptoWithdrawal: 7 metadata pairs', 'createDepositAddress: 7 metadata pairs'],
  },
  {
    generator: OZC,
    constraint: 'propertyNames (the Metadata keys’ maxLength) is not generated',
    issue: 'not reported upstream: no openapi-zod-client issue on propertyNames found on 2026-11-27',
    entries: ['createCryptoWithdrawal: a metadata key at maxLength + 1'],
  },
  {
    generator: KUBB,
    constraint: 'additionalProperties: false is generated as z.object (unknown keys stripped, not refused)',
    issue: 'not reported upstream: no Kubb issue on additionalProperties: false found on 2026-11-27',
    entries: UNKNOWN_KEYS_STRIPPED,
  },
  {
    generator: KUBB,
    constraint: 'maxProperties and propertyNames (the Metadata limits) are not generated',
    issue: 'not reported upstream: no Kubb issue on maxProperties or propertyNames found on 2026-11-27',
    entries: [
      'createCryptoWithdrawal: 7 metadata pairs',
      'createDepositAddress: 7 metadata pairs',
      'createCryptoWithdrawal: a metadata key at maxLength + 1',
    ],
  },
];

/**
 * Divergences that come from OUR spec, while a fix is on its way: none today. A spec change that
 * makes a generator read the contract otherwise than the sandbox lands with its entry here (the
 * defect, the generators it affects, the corpus entries), and the fix empties it again.
 */
export const SPEC_DEFECTS: SpecDefect[] = [];

/** Every entry that the lists say `generator` diverges on. */
export function knownDivergences(generator: string): Set<string> {
  return new Set([
    ...GENERATOR_LIMITATIONS.filter((known) => known.generator === generator).flatMap((known) => known.entries),
    ...SPEC_DEFECTS.filter((known) => known.generators.includes(generator)).flatMap((known) => known.entries),
  ]);
}

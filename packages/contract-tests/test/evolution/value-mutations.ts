// The changes the evolution rules allow in what a client receives, chosen by fast-check: where a value
// may change (`mutationSites`) and how a change is made (`applyMutations`) are @dap/server's, the
// same the sandbox's `Prefer: evolve=` uses; here each change's random part is an arbitrary, so a
// failure shrinks to the smallest change that breaks a reader.
import {
  applyMutations,
  describeMutations,
  mutationSites,
  type EvolutionMutation as Mutation,
  type EvolutionSite as Site,
  type Json,
  type Mutated,
} from '@dap/server';
import fc from 'fast-check';

export { applyMutations, describeMutations, mutationSites, type Mutated, type Mutation, type Site };

/** A value of an unknown field: any JSON. */
const fieldValue = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
/** A field name no schema of the contract uses. */
const fieldName = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/).map((name) => `zz_${name}`);

function mutationArbitrary(site: Site): fc.Arbitrary<Mutation> {
  switch (site.kind) {
    case 'add-field':
      return fc.record({ name: fieldName, value: fieldValue }).map(({ name, value }) => ({ ...site, name, value }));
    case 'unknown-enum-value':
      return fc
        .oneof(fc.stringMatching(/^[A-Z][A-Z0-9_]{2,15}$/), fc.string({ minLength: 1, maxLength: 12 }))
        .filter((value) => !site.known.includes(value))
        .map((value) => ({ kind: site.kind, path: site.path, value }));
    case 'drop-optional':
      return fc.constant(site);
  }
}

/** Some of the allowed changes of a value (possibly none), each with its random part. */
export function mutationsOf(sites: readonly Site[], minLength = 0): fc.Arbitrary<Mutation[]> {
  return fc
    .subarray([...sites], { minLength: Math.min(minLength, sites.length) })
    .chain((chosen) => (chosen.length === 0 ? fc.constant([]) : fc.tuple(...chosen.map(mutationArbitrary))));
}

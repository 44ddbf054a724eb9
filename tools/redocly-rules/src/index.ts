import { RestCodeSamples, StreamCodeSamples } from './decorators/code-samples.js';
import { DeprecationNotes } from './decorators/deprecation-notes.js';
import { DocsLinks } from './decorators/docs-links.js';
import { ProblemTypeUris } from './decorators/problem-type-uris.js';
import { RestLimitsTable } from './decorators/rest-limits-table.js';
import { DeprecationLifecycle } from './rules/deprecation-lifecycle.js';
import { EnumExtensibility } from './rules/enum-extensibility.js';
import { MessageExamples } from './rules/message-examples.js';
import { MoneyDecimalString } from './rules/money-decimal-string.js';
import { NoJsonNumber } from './rules/no-json-number.js';
import { OperationExamples } from './rules/operation-examples.js';
import { OperationOauth2Scope } from './rules/operation-oauth2-scope.js';
import { OperationProblemResponses } from './rules/operation-problem-responses.js';
import { PortablePattern } from './rules/portable-pattern.js';
import { ProblemTypes } from './rules/problem-types.js';
import { RestLimits } from './rules/rest-limits.js';
import { StringMaxLength } from './rules/string-max-length.js';
import { UnionBesideProperties } from './rules/union-beside-properties.js';

/**
 * The house conventions of this contract as a Redocly plugin. `extends: [dap/house]` in redocly.yaml
 * turns all the rules on as errors; `decorators: {dap/problem-type-uris: on, dap/docs-links: on, dap/rest-limits-table: on}`
 * resolve problem types and the description's links to the docs site and render the request limits
 * when bundling;
 * `decorators: {dap/code-samples: {dir: …}}` (the docs build) puts the code samples in, and
 * `dap/deprecation-notes` (the docs build) writes each deprecation's dates into its description.
 */
export default function dapRules() {
  return {
    id: 'dap',
    rules: {
      oas3: {
        'deprecation-lifecycle': DeprecationLifecycle,
        'enum-extensibility': EnumExtensibility,
        'money-decimal-string': MoneyDecimalString,
        'no-json-number': NoJsonNumber,
        'operation-oauth2-scope': OperationOauth2Scope,
        'operation-problem-responses': OperationProblemResponses,
        'operation-examples': OperationExamples,
        'portable-pattern': PortablePattern,
        'problem-types': ProblemTypes,
        'rest-limits': RestLimits,
        'string-max-length': StringMaxLength,
        'union-beside-properties': UnionBesideProperties,
      },
      async3: {
        'deprecation-lifecycle': DeprecationLifecycle,
        'enum-extensibility': EnumExtensibility,
        'money-decimal-string': MoneyDecimalString,
        'no-json-number': NoJsonNumber,
        'message-examples': MessageExamples,
        'portable-pattern': PortablePattern,
        'string-max-length': StringMaxLength,
      },
    },
    // Bundle-time rewrites, turned on under `decorators:` in redocly.yaml.
    decorators: {
      oas3: {
        'problem-type-uris': ProblemTypeUris,
        'docs-links': DocsLinks,
        'rest-limits-table': RestLimitsTable,
        'code-samples': RestCodeSamples,
        'deprecation-notes': DeprecationNotes,
      },
      async3: {
        'code-samples': StreamCodeSamples,
        'deprecation-notes': DeprecationNotes,
      },
    },
    configs: {
      house: {
        rules: {
          'dap/deprecation-lifecycle': 'error',
          'dap/enum-extensibility': 'error',
          'dap/money-decimal-string': 'error',
          'dap/no-json-number': 'error',
          'dap/operation-oauth2-scope': 'error',
          'dap/operation-problem-responses': 'error',
          'dap/operation-examples': 'error',
          'dap/portable-pattern': 'error',
          'dap/problem-types': 'error',
          'dap/rest-limits': 'error',
          'dap/string-max-length': 'error',
          'dap/union-beside-properties': 'error',
        },
        async3Rules: {
          'dap/deprecation-lifecycle': 'error',
          'dap/enum-extensibility': 'error',
          'dap/money-decimal-string': 'error',
          'dap/no-json-number': 'error',
          'dap/message-examples': 'error',
          'dap/portable-pattern': 'error',
          'dap/string-max-length': 'error',
        },
      },
    },
  };
}

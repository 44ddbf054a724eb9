// Generated from test/fixtures/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { WidgetSoldProblem } from './openapi.js';

/**
 * The docs base URL every type URI below is under (the spec's `externalDocs.url`): a type URI is
 * this base and the type's page, `problems/<code>`. A deployment whose docs live elsewhere (a
 * sandbox serving them itself) sends its types under its own base; clients identify a problem by
 * the last path segment of its type, which every base keeps.
 */
export const PROBLEM_TYPES_BASE = "https://docs.example.com/";

/**
 * The problem types the spec lists (`x-problem-types` of its `Problem` schema), by code: the type
 * URI (the docs page explaining the problem), the status and the title the server sends.
 */
export const PROBLEM_TYPES: {
  /** 404: No widget has the id (no *\/ in comments) */
  readonly "widget-missing": { readonly type: "https://docs.example.com/problems/widget-missing"; readonly status: 404; readonly title: "Widget missing" };
  /** 409: The widget was sold. */
  readonly "widget-sold": { readonly type: "https://docs.example.com/problems/widget-sold"; readonly status: 409; readonly title: "Widget sold" };
} = /* @__PURE__ */ problemTypes({
  "widget-missing": 404,
  "widget-sold": 409,
});

/**
 * PROBLEM_TYPES from its table: by code, the status, or the status and the title when the title is
 * not the code in words (`not-found` → `Not found`). The type URI is `problems/<code>` under the base.
 */
function problemTypes<T>(table: Record<string, number | [number, string]>): T {
  const types: Record<string, { type: string; status: number; title: string }> = {};
  for (const [code, entry] of Object.entries(table)) {
    const [status, title = code.charAt(0).toUpperCase() + code.slice(1).replaceAll('-', ' ')] =
      typeof entry === 'number' ? [entry] : entry;
    types[code] = { type: `${PROBLEM_TYPES_BASE}problems/${code}`, status, title };
  }
  return types as T;
}

/** The code of a problem type the spec lists: the last segment of its type URI. */
export type ProblemCode = keyof typeof PROBLEM_TYPES;

/** The machine-readable extras of a problem whose type has no schema of its own. */
export interface ProblemExtras {
  [key: string]: unknown;
}

/**
 * The `meta` of each problem type, as its problem schema (`schema` in the catalogue) describes it.
 * A server of another version may leave fields out or add some: read it as a hint, not a promise.
 */
export interface ProblemMeta {
  "widget-missing": ProblemExtras;
  "widget-sold": NonNullable<WidgetSoldProblem['meta']>;
}

// Generated from test/fixtures/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { WidgetSoldProblem } from './openapi.js';

/**
 * The problem types the spec lists (`x-problem-types` of its `Problem` schema), by code: the type
 * URI (the docs page explaining the problem), the status and the title the server sends.
 */
export const PROBLEM_TYPES = {
  /** 404: No widget has the id (no *\/ in comments) */
  "widget-missing": { type: "https://docs.example.com/problems/widget-missing", status: 404, title: "Widget missing" },
  /** 409: The widget was sold. */
  "widget-sold": { type: "https://docs.example.com/problems/widget-sold", status: 409, title: "Widget sold" },
} as const;

/**
 * The docs base URL every type URI above is under (the spec's `externalDocs.url`): a type URI is
 * this base and the type's page, `problems/<code>`. A deployment whose docs live elsewhere (a
 * sandbox serving them itself) sends its types under its own base; clients identify a problem by
 * the last path segment of its type, which every base keeps.
 */
export const PROBLEM_TYPES_BASE = "https://docs.example.com/";

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

// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/**
 * The problem types the spec lists (`x-problem-types` of its `Problem` schema), by code: the type
 * URI (the docs page explaining the problem), the status and the title the server sends.
 */
export const PROBLEM_TYPES = {
  /** 400: The widget is invalid */
  "bad-widget": { type: "https://docs.example.com/problems/bad-widget", status: 400, title: "Bad widget" },
  /** 409: Same widget twice (no *\/ in comments) */
  "widget-exists": { type: "https://docs.example.com/problems/widget-exists", status: 409, title: "Widget exists" },
} as const;

/** The code of a problem type the spec lists: the last segment of its type URI. */
export type ProblemCode = keyof typeof PROBLEM_TYPES;

// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The problem types the spec lists (the table in the description of its `Problem` schema), by code. */
export const PROBLEM_TYPES = {
  /** 400: The widget is invalid */
  "bad-widget": { type: "https://docs.example.com/problems/bad-widget", status: 400 },
  /** 409: Same widget twice */
  "widget-exists": { type: "https://docs.example.com/problems/widget-exists", status: 409 },
} as const;

/** The code of a problem type the spec lists: the last segment of its type URI. */
export type ProblemCode = keyof typeof PROBLEM_TYPES;

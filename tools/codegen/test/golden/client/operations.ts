// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen client).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { Widget } from '@dap/api-types';
import type { OperationInfo } from '../core/operation.js';

/** The path of the spec's servers, which the client's `baseUrl` ends with: where its `rest` operations are served. */
export const REST_BASE_PATH = "/v1";

/** Every operation the client of Server fixture calls, from the spec: where it lives, its one OAuth2 scope, when it may be sent again. */
export const OPERATIONS = {
  listWidgets: { method: 'get', path: "/widgets", base: 'rest', scope: "widgets:read", retry: 'always' },
  createWidget: { method: 'post', path: "/widgets", base: 'rest', scope: "widgets:write", retry: 'with-ref-id' },
  deleteWidget: { method: 'delete', path: "/widgets/{id}", base: 'rest', scope: "widgets:read", retry: 'never' },
} as const satisfies Record<string, OperationInfo>;

/** The operationId of an operation the client calls. */
export type OperationId = keyof typeof OPERATIONS;

/** The resource a 409 of each create deduplicated by `ref_id` carries in `meta.existing`. */
export interface ConflictResources {
  createWidget: Widget;
}

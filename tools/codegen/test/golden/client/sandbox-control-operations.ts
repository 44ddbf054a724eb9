// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen client).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { Widget } from '@dap/api-types/sandbox-control';
import type { OperationInfo } from '../core/operation.js';

/** The path of the spec's servers, which the client's `baseUrl` ends with: where its `rest` operations are served. */
export const CONTROL_REST_BASE_PATH = "";

/** Every operation the client of Server fixture calls, from the spec: where it lives, its one OAuth2 scope, when it may be sent again. */
export const CONTROL_OPERATIONS = {
  listWidgets: { method: 'get', path: "/widgets", base: 'origin', scope: "widgets:read", retry: 'always' },
  createWidget: { method: 'post', path: "/widgets", base: 'origin', scope: "widgets:write", retry: 'never' },
  deleteWidget: { method: 'delete', path: "/widgets/{id}", base: 'origin', scope: "widgets:read", retry: 'never' },
} as const satisfies Record<string, OperationInfo>;

/** The operationId of an operation the client calls. */
export type ControlOperationId = keyof typeof CONTROL_OPERATIONS;

/** The resource a 409 of each create deduplicated by `ref_id` carries in `meta.existing`. */
export interface ControlConflictResources {
  createWidget: Widget;
}

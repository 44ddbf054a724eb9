// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen client).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { Widget, WidgetRequest, operations, paths } from '@dap/api-types/sandbox-control';
import type { APIPromise } from '../core/api-promise.js';
import { ClientCore, type DapClientOptions } from '../core/client-core.js';
import type { RequestOptions } from '../core/request.js';
import { CONTROL_OPERATIONS } from './sandbox-control-operations.js';

/** The query parameters of `listWidgets`. */
export type ListWidgetsQuery = NonNullable<operations['listWidgets']['parameters']['query']>;

/**
 * Server fixture: one method per operation of the spec, named after its
 * operationId. Every method takes `RequestOptions` last (`signal`, `timeoutMs`, `maxRetries`,
 * `acceptExisting`); `.withResponse()` on what it returns gives status, headers and request id too.
 *
 * Its operations are served at the origin of `baseUrl`: the platform client's options serve it too
 * (`https://api.sandbox.example.com/v2` and `https://api.sandbox.example.com` call the same place).
 */
export class SandboxControlClient extends ClientCore<typeof CONTROL_OPERATIONS, paths> {
  constructor(options: DapClientOptions) {
    super(options, CONTROL_OPERATIONS);
  }

  /**
   * List widgets
   *
   * `GET /widgets`, scope `widgets:read`. Retried on connection errors, timeouts, 429 and 5xx.
   */
  listWidgets(query: ListWidgetsQuery = {}, options?: RequestOptions): APIPromise<operations['listWidgets']['responses'][200]['content']['application/json']> {
    return this.request<operations['listWidgets']['responses'][200]['content']['application/json']>('listWidgets', { query }, options);
  }

  /**
   * Create a widget
   *
   * `POST /widgets`, scope `widgets:write`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  createWidget(body: WidgetRequest, options?: RequestOptions): APIPromise<Widget> {
    return this.request<Widget>('createWidget', { body }, options);
  }

  /**
   * `DELETE /widgets/{id}`, scope `widgets:read`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  deleteWidget(id: NonNullable<operations['deleteWidget']['parameters']['path']>['id'], options?: RequestOptions): APIPromise<undefined> {
    return this.request<undefined>('deleteWidget', { path: { id } }, options);
  }
}

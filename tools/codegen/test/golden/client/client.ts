// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen client).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { Widget, WidgetRequest, operations, paths } from '@dap/api-types';
import type { APIPromise } from '../core/api-promise.js';
import { ClientCore, type DapClientOptions } from '../core/client-core.js';
import type { CursorPage, PagePromise } from '../core/pagination.js';
import type { RequestOptions } from '../core/request.js';
import { OPERATIONS } from './operations.js';

/** The query parameters of `listWidgets`. */
export type ListWidgetsQuery = NonNullable<operations['listWidgets']['parameters']['query']>;

/** One page of `listWidgets`: its `items`, the body, and the next page. */
export type WidgetsPage = CursorPage<Widget, operations['listWidgets']['responses'][200]['content']['application/json'], ListWidgetsQuery>;

/**
 * Server fixture: one method per operation of the spec, named after its
 * operationId. Every method takes `RequestOptions` last (`signal`, `timeoutMs`, `maxRetries`,
 * `acceptExisting`); `.withResponse()` on what it returns gives status, headers and request id too.
 */
export class DapClient extends ClientCore<typeof OPERATIONS, paths> {
  constructor(options: DapClientOptions) {
    super(options, OPERATIONS);
  }

  /**
   * List widgets
   *
   * `GET /widgets`, scope `widgets:read`. Retried on connection errors, timeouts, 429 and 5xx.
   *
   * Await it for the first page, or `for await` it for every item of every page (`items`).
   */
  listWidgets(query: ListWidgetsQuery = {}, options?: RequestOptions): PagePromise<WidgetsPage, Widget> {
    return this.paginate<Widget, operations['listWidgets']['responses'][200]['content']['application/json'], ListWidgetsQuery>('listWidgets', 'items', query, options);
  }

  /**
   * Create a widget
   *
   * `POST /widgets`, scope `widgets:write`. Retried on connection errors, timeouts, 429 and 5xx only when `body.ref_id` is set (the server deduplicates by it): a retry answered 409 resolves to the resource the earlier attempt created. With `acceptExisting`, a 409 whose existing resource matches the request resolves to it too.
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

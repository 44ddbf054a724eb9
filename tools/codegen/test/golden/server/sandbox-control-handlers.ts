// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { operations } from '@dap/api-types/sandbox-control';
import type { RawJson } from '../raw-json.js';
import type { Principal, RequestContext } from '../types.js';

/** What the handler of each operation of Server fixture receives, by operationId: the validated request parts and the caller. */
export interface ControlHandlerInputs {
  /** `GET /widgets` (scope `widgets:read`): List widgets. */
  listWidgets: RequestContext & {
    /** The query parameters, validated, with the spec's defaults filled in. */
    query: NonNullable<operations["listWidgets"]["parameters"]["query"]>;
    /** The header parameters, validated; names in lower case, as HTTP/2 and Node give them. */
    headers: { [Name in keyof NonNullable<operations["listWidgets"]["parameters"]["header"]> as Lowercase<Name & string>]: NonNullable<operations["listWidgets"]["parameters"]["header"]>[Name] };
    /** Who called: the principal of the bearer token, which carries `widgets:read`. */
    auth: Principal;
  };
  /** `POST /widgets` (scope `widgets:write`): Create a widget. */
  createWidget: RequestContext & {
    /** The request body (`application/json`), validated, with the spec's defaults filled in. */
    body: operations["createWidget"]["requestBody"]["content"]["application/json"];
    /** Who called: the principal of the bearer token, which carries `widgets:write`. */
    auth: Principal;
  };
  /** `DELETE /widgets/{id}` (scope `widgets:read`). */
  deleteWidget: RequestContext & {
    /** The path parameters, validated. */
    params: operations["deleteWidget"]["parameters"]["path"];
    /** Who called: the principal of the bearer token, which carries `widgets:read`. */
    auth: Principal;
  };
}

/** What the handler of each operation of Server fixture returns, by operationId: the body of its 2xx response. */
export interface ControlHandlerResults {
  /** `GET /widgets` (scope `widgets:read`): List widgets. */
  listWidgets: operations["listWidgets"]["responses"][200]["content"]["application/json"];
  /** `POST /widgets` (scope `widgets:write`): Create a widget. */
  createWidget: operations["createWidget"]["responses"][200]["content"]["application/json"];
  /** `DELETE /widgets/{id}` (scope `widgets:read`). */
  deleteWidget: void;
}

/** A handler's result (the body, or its JSON bytes as `RawJson`), or a promise of it. */
export type ControlHandlerResult<Id extends keyof ControlHandlerResults> =
  | ControlHandlerResults[Id]
  | RawJson<ControlHandlerResults[Id]>
  | Promise<ControlHandlerResults[Id] | RawJson<ControlHandlerResults[Id]>>;

/**
 * One handler per operation of Server fixture. Each returns the body of the operation's 2xx
 * response, or throws a `ProblemError` for an error response.
 */
export interface ControlHandlers {
  /** `GET /widgets` (scope `widgets:read`): List widgets. */
  listWidgets(request: ControlHandlerInputs["listWidgets"]): ControlHandlerResult<"listWidgets">;
  /** `POST /widgets` (scope `widgets:write`): Create a widget. */
  createWidget(request: ControlHandlerInputs["createWidget"]): ControlHandlerResult<"createWidget">;
  /** `DELETE /widgets/{id}` (scope `widgets:read`). */
  deleteWidget(request: ControlHandlerInputs["deleteWidget"]): ControlHandlerResult<"deleteWidget">;
}

// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { operations } from '@dap/api-types';
import type { RawJson } from '../raw-json.js';
import type { Principal, RequestContext } from '../types.js';

/** What the handler of each operation of Server fixture receives, by operationId: the validated request parts and the caller. */
export interface HandlerInputs {
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
  /** `POST /token` (public). */
  issueToken: RequestContext & {
    /** The request body (`application/x-www-form-urlencoded`), validated, with the spec's defaults filled in. */
    body: operations["issueToken"]["requestBody"]["content"]["application/x-www-form-urlencoded"];
  };
}

/** What the handler of each operation of Server fixture returns, by operationId: the body of its 2xx response. */
export interface HandlerResults {
  /** `GET /widgets` (scope `widgets:read`): List widgets. */
  listWidgets: operations["listWidgets"]["responses"][200]["content"]["application/json"];
  /** `POST /widgets` (scope `widgets:write`): Create a widget. */
  createWidget: operations["createWidget"]["responses"][200]["content"]["application/json"];
  /** `DELETE /widgets/{id}` (scope `widgets:read`). */
  deleteWidget: void;
  /** `POST /token` (public). */
  issueToken: operations["issueToken"]["responses"][200]["content"]["application/json"];
}

/** A handler's result (the body, or its JSON bytes as `RawJson`), or a promise of it. */
export type HandlerResult<Id extends keyof HandlerResults> =
  | HandlerResults[Id]
  | RawJson<HandlerResults[Id]>
  | Promise<HandlerResults[Id] | RawJson<HandlerResults[Id]>>;

/**
 * One handler per operation of Server fixture. Each returns the body of the operation's 2xx
 * response, or throws a `ProblemError` (`OAuthTokenError` for the token endpoint) for an error response.
 */
export interface Handlers {
  /** `GET /widgets` (scope `widgets:read`): List widgets. */
  listWidgets(request: HandlerInputs["listWidgets"]): HandlerResult<"listWidgets">;
  /** `POST /widgets` (scope `widgets:write`): Create a widget. */
  createWidget(request: HandlerInputs["createWidget"]): HandlerResult<"createWidget">;
  /** `DELETE /widgets/{id}` (scope `widgets:read`). */
  deleteWidget(request: HandlerInputs["deleteWidget"]): HandlerResult<"deleteWidget">;
  /** `POST /token` (public). */
  issueToken(request: HandlerInputs["issueToken"]): HandlerResult<"issueToken">;
}

/**
 * The OpenAPI documents of the contract that become code: the platform API and the Sandbox Control
 * API. Every generator runs on either, the same way; what differs is only how the generated code
 * names what it makes of each, so that both live side by side in one package (`Handlers` and
 * `ControlHandlers` in @dap/server, `DapClient` and `SandboxControlClient` in @dap/client).
 */
export interface RestApi {
  /** The bundle's file name in @dap/specs (`specs/dist/`). */
  bundle: string;
  /** Put before the name of each file generated from it (`routes.ts`, `sandbox-control-routes.ts`). */
  filePrefix: string;
  /** The module its types come from: its entry of @dap/api-types. */
  typesModule: string;
  /** Put before the names of the types generated for it (`Handlers`, `ControlHandlers`); in upper case with `_`, before its constants (`ROUTES`, `CONTROL_ROUTES`). */
  namePrefix: string;
  /** The constant naming the spec a package was generated from (title, version, SHA-256). */
  specConstant: string;
  /** The client class of its operations. */
  clientClass: string;
  /** The `$id` under which the server registers its component schemas (each API has its own). */
  schemasId: string;
}

export const PLATFORM_API: RestApi = {
  bundle: 'openapi.json',
  filePrefix: '',
  typesModule: '@dap/api-types',
  namePrefix: '',
  specConstant: 'OPENAPI_SPEC',
  clientClass: 'DapClient',
  schemasId: 'dap-openapi',
};

export const CONTROL_API: RestApi = {
  bundle: 'sandbox-control.json',
  filePrefix: 'sandbox-control-',
  typesModule: '@dap/api-types/sandbox-control',
  namePrefix: 'Control',
  specConstant: 'SANDBOX_CONTROL_SPEC',
  clientClass: 'SandboxControlClient',
  schemasId: 'dap-sandbox-control',
};

/**
 * The API whose schemas another API reuses (the platform's, for the Sandbox Control API): where its
 * bundle is and how its code is named. What the two share (see shared-schemas.ts) is generated once,
 * as the owner's, and the other API's code refers to it.
 */
export interface SchemaOwner {
  bundlePath: string;
  api: RestApi;
}

/** The name of a type generated for `api`: `Handlers` → `ControlHandlers`. */
export const typeName = (api: RestApi, name: string): string => api.namePrefix + name;

/** The name of a constant generated for `api`: `ROUTES` → `CONTROL_ROUTES`. */
export const constName = (api: RestApi, name: string): string =>
  api.namePrefix === '' ? name : `${api.namePrefix.toUpperCase()}_${name}`;

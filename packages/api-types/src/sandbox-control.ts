/**
 * `@dap/api-types/sandbox-control`: the types of the Sandbox Control API (a sandbox's test
 * controls): `paths`, `components`, `operations`, a type per schema (`Clock`, `Fault`, …), the
 * schemas it reuses from the platform API (`Transfer`, `Problem`, …: the platform's own types), the
 * listed values and guard of its extensible enums (`FAULT_OPERATIONS`, `isKnownFaultOperation`),
 * and the contract they describe (`SANDBOX_CONTROL_SPEC`).
 */
export type * from './generated/sandbox-control-openapi.js';
export * from './generated/sandbox-control-enums.js';
export { SANDBOX_CONTROL_SPEC } from './generated/sandbox-control-spec.js';
export type { UnknownEnumValue } from './generated/enums.js';

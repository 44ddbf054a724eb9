// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The values of `FaultOperation` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const FAULT_OPERATIONS = ["createCryptoWithdrawal", "createDepositAddress", "createSandboxFiatDeposit", "listMonitoringAddresses", "listExecutions", "getAccount", "createToken", "stream"] as const;

/** A `FaultOperation` this version lists. */
export type KnownFaultOperation = (typeof FAULT_OPERATIONS)[number];

/** Whether `value` is a `FaultOperation` this version lists; on a `FaultOperation`, `false` leaves `UnknownEnumValue`. */
export function isKnownFaultOperation(value: unknown): value is KnownFaultOperation {
  return (FAULT_OPERATIONS as readonly unknown[]).includes(value);
}

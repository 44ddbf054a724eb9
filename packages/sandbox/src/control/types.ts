/**
 * The shapes of the sandbox-control operations: the Sandbox Control API's named schemas
 * (`specs/sandbox-control`, generated into `@dap/api-types/sandbox-control`). The control services
 * take and return these, so the routes that expose them are one-line calls, as the platform's are.
 */
import type { FaultStatus } from '@dap/api-types/sandbox-control';

export type {
  Balance,
  BalanceList,
  BalanceUpdate,
  ClockAdvance,
  CryptoDepositRequest,
  Fault,
  FaultList,
  FaultRequest,
  FaultStatus,
  MarketMove,
  StreamCloseCode,
  StreamDisconnect,
  StreamDisconnectResult,
  TopOfBook,
  TransferFailure,
} from '@dap/api-types/sandbox-control';
/** The sandbox's time (`Clock` of the spec; the sandbox's own `Clock` is the source of time). */
export type { Clock as ClockState } from '@dap/api-types/sandbox-control';

/**
 * What the app does to a request a fault was taken for: wait `delay_ms`, then answer `status` (with
 * `Retry-After`) if given; with `after_processing`, carry the request out first and replace only its answer.
 */
export interface FaultAction {
  fault_id: string;
  status?: FaultStatus;
  retry_after?: number;
  delay_ms?: number;
  after_processing?: true;
}

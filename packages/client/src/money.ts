/**
 * `@dap/client/money`: the money helpers of `@dap/core` (exact decimal strings, never a JS number),
 * on a subpath of their own so that the client's main entry stays small: big.js comes along only
 * when they are imported.
 */
export * from '@dap/core/money';

/**
 * The vocabulary of the operation table: what the core needs to know about an operation beyond its
 * types. The table itself is generated from the spec (../generated/operations.ts).
 */

/**
 * - `always`: reads, safe to repeat.
 * - `with-ref-id`: creates that the server deduplicates by `ref_id` (a repeat answers 409 with the
 *   existing resource), so they are repeated only when the body carries one.
 * - `never`: creates without replay protection; a repeat could create a second resource.
 */
export type RetryPolicy = 'always' | 'with-ref-id' | 'never';

export interface OperationInfo {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /**
   * `rest`: the path is under the client's `baseUrl` (`https://api.example.com/v2`); `origin`: under
   * its origin (`https://api.example.com`), where the Sandbox Control API's operations are.
   */
  base: 'rest' | 'origin';
  scope: string;
  retry: RetryPolicy;
}

/** The operations a client calls, by operationId: a generated table (`OPERATIONS`, `CONTROL_OPERATIONS`). */
export type OperationTable = Readonly<Record<string, OperationInfo>>;

/** The operation behind an openapi-fetch call (`schemaPath` is the templated path), for the raw client too. */
export function operationAt(operations: OperationTable, method: string, schemaPath: string): OperationInfo | undefined {
  const wanted = method.toLowerCase();
  return Object.values(operations).find((op) => op.method === wanted && op.path === schemaPath);
}

import type { StreamConnection } from './types.js';

/**
 * Closes the open connections of `connections` that `matches` picks with `code` and `reason`, and
 * says how many; the close handshakes complete on their own. Those closing already are not
 * counted (their close event removes them from whatever set holds them).
 */
export function closeWhere(
  connections: Iterable<StreamConnection>,
  matches: (connection: StreamConnection) => boolean,
  code: number,
  reason: string,
): number {
  let closed = 0;
  for (const connection of [...connections]) {
    if (!connection.isOpen || !matches(connection)) continue;
    connection.close(code, reason);
    closed++;
  }
  return closed;
}

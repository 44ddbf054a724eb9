/** A problem with how the tool was called or where: bad arguments, an unknown revision, no specs there. Exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

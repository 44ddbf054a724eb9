/** One way to authenticate: each named scheme with the scopes it must carry. Alternatives are OR-ed. */
export type Requirement = Record<string, string[]>;

/**
 * Whether a client that met the old security requirement can fail the new one: every old
 * alternative must still meet some new alternative with the same schemes and no extra scope.
 * No requirement at all (public) is the one empty alternative.
 */
export function securityBreaks(before: Requirement[], after: Requirement[]): boolean {
  const olds = before.length > 0 ? before : [{}];
  const news = after.length > 0 ? after : [{}];
  return olds.some(
    (held) =>
      !news.some((asked) =>
        Object.entries(asked).every(
          ([scheme, scopes]) => held[scheme] !== undefined && scopes.every((s) => held[scheme]!.includes(s)),
        ),
      ),
  );
}

/** `oauth2[a b] | apiKey[]`: alternatives in a stable order, for the report. */
export const describeSecurity = (requirements: Requirement[]): string =>
  requirements.length === 0
    ? '(none)'
    : requirements
        .map(
          (r) =>
            Object.keys(r)
              .sort()
              .map((scheme) => `${scheme}[${[...(r[scheme] ?? [])].sort().join(' ')}]`)
              .join(' + ') || '(anonymous)',
        )
        .join(' | ');

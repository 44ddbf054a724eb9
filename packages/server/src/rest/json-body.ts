import type { FastifyInstance, FastifyRequest } from 'fastify';
import { problems } from '../errors/problems.js';
import { duplicateMemberIn, pointerOf } from '../json-members.js';

/** RFC 8259 §8.1: JSON between systems is UTF-8. `fatal`: bytes that are not UTF-8 are refused, not replaced with U+FFFD. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** NUL, or a UTF-16 surrogate without its other half. */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const NOT_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What one walk of a parsed body finds: its object members, counted, and the first string or key that is not text. */
interface BodyScan {
  members: number;
  /** The pointer (below `/body`) of the first string or key holding NUL or a lone surrogate. */
  notText: string | undefined;
}

/**
 * Counts the members of a parsed body (for `duplicateMemberIn`) and finds the first string or key
 * holding NUL or a lone surrogate, in one walk. JSON's escapes can spell both, yet neither is text
 * a store can keep: PostgreSQL's text has no NUL and, as UTF-8, no surrogates, and it reads JSON
 * documents as text (the spec's "Limits"). I-JSON (RFC 7493 §2.1) forbids lone surrogates anyway.
 */
function scan(value: unknown, at: string, found: BodyScan): void {
  if (typeof value === 'string') {
    if (found.notText === undefined && NOT_TEXT.test(value)) found.notText = at;
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((element, index) => scan(element, `${at}/${index}`, found));
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    found.members++;
    const pointer = `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (found.notText === undefined && NOT_TEXT.test(key)) found.notText = pointer;
    scan(child, pointer, found);
  }
}

/** The `charset` parameter of a Content-Type, lower-cased and unquoted, if it has one. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType ?? '');
  return match?.[2]?.toLowerCase();
}

/**
 * Replaces the scope's `application/json` parser with one that refuses what Fastify's would read
 * silently: a body in another charset or compressed (`Content-Encoding`: 415, the body is not what
 * the operation takes), bytes that are not UTF-8 (400 at `/body`; Fastify would turn them into
 * U+FFFD and store something the client never sent), an object that repeats a key (400 at the
 * repeated member, naming the key: `JSON.parse` would keep the last value silently, where other
 * parsers keep the first), and strings holding NUL or a lone surrogate (400 at the string). The JSON
 * itself is parsed by Fastify's own parser (prototype poisoning refused).
 */
export function strictJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer | string, done) => {
      const encoding = request.headers['content-encoding'];
      if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity')
        return done(problems.unsupportedContentEncoding(encoding), undefined);
      const charset = charsetOf(request.headers['content-type']);
      if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
        return done(
          problems.unsupportedMediaType('application/json (UTF-8)', request.headers['content-type']),
          undefined,
        );
      }
      let text: string;
      try {
        text = typeof body === 'string' ? body : UTF8.decode(body);
      } catch {
        return done(problems.validationFailed([{ pointer: '/body', message: 'is not valid UTF-8' }]), undefined);
      }
      // Fastify's default parser answers through `done`, not a promise (its type allows either).
      void parseJson(request, text, (error, value) => {
        if (error) return done(error, undefined);
        const found: BodyScan = { members: 0, notText: undefined };
        scan(value, '', found);
        const duplicate = duplicateMemberIn(text, found.members);
        if (duplicate !== undefined) {
          const key = JSON.stringify(duplicate.key);
          return done(
            problems.validationFailed([
              {
                pointer: pointerOf('/body', duplicate.path),
                message: `repeats the key ${key} of its object: send each key once (which of the values counts is not defined)`,
              },
            ]),
            undefined,
          );
        }
        if (found.notText === undefined) return done(null, value);
        done(
          problems.validationFailed([
            {
              pointer: `/body${found.notText}`,
              message:
                'holds NUL (\\u0000) or a lone surrogate (\\ud800–\\udfff without its pair), which no text can store',
            },
          ]),
          undefined,
        );
      });
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { problems } from '../errors/problems.js';

/** RFC 8259 §8.1: JSON between systems is UTF-8. `fatal`: bytes that are not UTF-8 are refused, not replaced with U+FFFD. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** NUL, or a UTF-16 surrogate without its other half. */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const NOT_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The pointer (below `/body`) of the first string or key holding NUL or a lone surrogate, if any.
 * JSON's escapes can spell both, yet neither is text a store can keep: PostgreSQL's text has no
 * NUL and, as UTF-8, no surrogates, and it reads JSON documents as text (the spec's "Limits").
 * I-JSON (RFC 7493 §2.1) forbids lone surrogates anyway.
 */
function notTextIn(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') return NOT_TEXT.test(value) ? at : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const pointer = `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (NOT_TEXT.test(key)) return pointer;
    const found = notTextIn(child, pointer);
    if (found !== undefined) return found;
  }
  return undefined;
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
 * U+FFFD and store something the client never sent), and strings holding NUL or a lone surrogate
 * (400 at the string). The JSON itself is parsed by Fastify's own parser (prototype poisoning refused).
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
        const pointer = notTextIn(value);
        if (pointer === undefined) return done(null, value);
        done(
          problems.validationFailed([
            {
              pointer: `/body${pointer}`,
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

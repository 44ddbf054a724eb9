import type { Newer, Violation } from '../report/model.js';
import { asSchema, type SpecDocument } from '../spec/document.js';
import type { DeclaredHeader, Operation } from '../spec/operations.js';
import type { ReceivedValidator } from '../spec/received.js';
import type { HttpResponse } from './http.js';

/**
 * What a request expects of its answer beyond conformance: `valid` takes any declared status;
 * `invalid` must be refused with a declared 4xx, `statuses` narrowing which.
 */
export type Expectation = { kind: 'valid' } | { kind: 'invalid'; statuses?: readonly number[] };

const mediaType = (contentType: string): string => (contentType.split(';')[0] ?? '').trim().toLowerCase();

/** What a check found in one answer: violations, and what is newer than this version as the evolution rules allow. */
export interface Checked {
  violations: Violation[];
  newer: Newer[];
}

/** Every way `response` does not conform to what `operation` declares (and `expectation` asks), and what in it is newer. */
export function checkResponse(
  spec: SpecDocument,
  validator: ReceivedValidator,
  operation: Operation,
  response: HttpResponse,
  expectation: Expectation,
): Checked {
  const newer: Newer[] = [];
  const out: Violation[] = [];
  const checked = (): Checked => ({ violations: out, newer });
  const responses = `${operation.pointer}/responses`;
  if (!response.ok)
    return { violations: [{ part: 'transport', pointer: '', schema: responses, message: response.error }], newer };
  const { status } = response;
  if (status >= 500) out.push({ part: 'status', pointer: '', schema: responses, message: `${status}: a server error` });
  if (expectation.kind === 'invalid') {
    if (status < 400)
      out.push({
        part: 'status',
        pointer: '',
        schema: responses,
        message: `${status}: an invalid request was accepted`,
      });
    else if (expectation.statuses && status < 500 && !expectation.statuses.includes(status)) {
      out.push({
        part: 'status',
        pointer: '',
        schema: responses,
        message: `${status}: expected ${expectation.statuses.join(' or ')}`,
      });
    }
  }
  const declared = operation.responses.get(status);
  if (!declared) {
    if (status < 500)
      out.push({
        part: 'status',
        pointer: '',
        schema: responses,
        message: `${status} is not a declared status (declared: ${[...operation.responses.keys()].join(', ')})`,
      });
    return checked();
  }

  for (const header of declared.headers) {
    const found = checkHeader(spec, validator, declared.pointer, header, response.headers.get(header.name));
    out.push(...found.violations);
    newer.push(...found.newer);
  }

  if (!declared.content) return checked();
  const { contentType, schemaPointer } = declared.content;
  const got = response.headers.get('content-type') ?? '';
  if (mediaType(got) !== contentType.toLowerCase()) {
    out.push({
      part: 'content-type',
      pointer: '',
      schema: `${declared.pointer}/content`,
      message: `is ${JSON.stringify(got)}, the spec declares ${contentType}`,
    });
    return checked();
  }
  if (!response.isJson) {
    out.push({ part: 'body', pointer: '', schema: schemaPointer, message: 'is not JSON' });
    return checked();
  }
  const body = validator.validateAt(schemaPointer, response.json);
  out.push(
    ...body.violations.map((issue): Violation => ({
      part: 'body',
      pointer: issue.pointer,
      schema: issue.schema,
      message: issue.message,
    })),
  );
  newer.push(
    ...body.newer.map((issue): Newer => ({
      part: 'body',
      pointer: issue.pointer,
      schema: issue.schema,
      message: issue.message,
    })),
  );
  // A problem document repeats the status it is the body of (RFC 9457 §3.1.3).
  if (contentType === 'application/problem+json') {
    const problem = asSchema(response.json);
    if ('status' in problem && problem.status !== status) {
      out.push({
        part: 'body',
        pointer: '/status',
        schema: spec.target(schemaPointer),
        message: `is ${JSON.stringify(problem.status)}, the response's status is ${status}`,
      });
    }
  }
  return checked();
}

function checkHeader(
  spec: SpecDocument,
  validator: ReceivedValidator,
  responsePointer: string,
  header: DeclaredHeader,
  value: string | null,
): Checked {
  const declaredAt = `${responsePointer}/headers/${header.name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  if (value === null) {
    return {
      violations: header.required
        ? [{ part: 'header', pointer: header.name, schema: declaredAt, message: 'is required and missing' }]
        : [],
      newer: [],
    };
  }
  const schemaPointer = `${header.pointer}/schema`;
  const schema = spec.deref(asSchema(spec.resolve(schemaPointer)));
  // Headers are text: an integer header is checked as the integer it spells.
  const typed = schema.type === 'integer' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  const found = validator.validateAt(schemaPointer, typed);
  const asFinding = (issue: { schema: string; message: string }) => ({
    part: 'header' as const,
    pointer: header.name,
    schema: issue.schema,
    message: `${JSON.stringify(value)} ${issue.message}`,
  });
  return { violations: found.violations.map(asFinding), newer: found.newer.map(asFinding) };
}

import type { Violation } from '../report/model.js';
import { asSchema, type SpecDocument } from '../spec/document.js';
import type { DeclaredHeader, Operation } from '../spec/operations.js';
import type { SchemaValidator } from '../spec/validator.js';
import type { HttpResponse } from './http.js';

/**
 * What a request expects of its answer beyond conformance: `valid` takes any declared status;
 * `invalid` must be refused with a declared 4xx, `statuses` narrowing which.
 */
export type Expectation = { kind: 'valid' } | { kind: 'invalid'; statuses?: readonly number[] };

const mediaType = (contentType: string): string => (contentType.split(';')[0] ?? '').trim().toLowerCase();

/** Every way `response` does not conform to what `operation` declares (and `expectation` asks). */
export function checkResponse(spec: SpecDocument, validator: SchemaValidator, operation: Operation, response: HttpResponse, expectation: Expectation): Violation[] {
  const responses = `${operation.pointer}/responses`;
  if (!response.ok) return [{ part: 'transport', pointer: '', schema: responses, message: response.error }];
  const { status } = response;
  const out: Violation[] = [];
  if (status >= 500) out.push({ part: 'status', pointer: '', schema: responses, message: `${status}: a server error` });
  if (expectation.kind === 'invalid') {
    if (status < 400) out.push({ part: 'status', pointer: '', schema: responses, message: `${status}: an invalid request was accepted` });
    else if (expectation.statuses && status < 500 && !expectation.statuses.includes(status)) {
      out.push({ part: 'status', pointer: '', schema: responses, message: `${status}: expected ${expectation.statuses.join(' or ')}` });
    }
  }
  const declared = operation.responses.get(status);
  if (!declared) {
    if (status < 500) out.push({ part: 'status', pointer: '', schema: responses, message: `${status} is not a declared status (declared: ${[...operation.responses.keys()].join(', ')})` });
    return out;
  }

  for (const header of declared.headers) out.push(...checkHeader(spec, validator, declared.pointer, header, response.headers.get(header.name)));

  if (!declared.content) return out;
  const { contentType, schemaPointer } = declared.content;
  const got = response.headers.get('content-type') ?? '';
  if (mediaType(got) !== contentType.toLowerCase()) {
    out.push({ part: 'content-type', pointer: '', schema: `${declared.pointer}/content`, message: `is ${JSON.stringify(got)}, the spec declares ${contentType}` });
    return out;
  }
  if (!response.isJson) {
    out.push({ part: 'body', pointer: '', schema: schemaPointer, message: 'is not JSON' });
    return out;
  }
  for (const issue of validator.validateAt(schemaPointer, response.json)) {
    out.push({ part: 'body', pointer: issue.pointer, schema: issue.schema, message: issue.message });
  }
  // A problem document repeats the status it is the body of (RFC 9457 §3.1.3).
  if (contentType === 'application/problem+json') {
    const body = asSchema(response.json);
    if ('status' in body && body.status !== status) {
      out.push({ part: 'body', pointer: '/status', schema: spec.target(schemaPointer), message: `is ${JSON.stringify(body.status)}, the response's status is ${status}` });
    }
  }
  return out;
}

function checkHeader(spec: SpecDocument, validator: SchemaValidator, responsePointer: string, header: DeclaredHeader, value: string | null): Violation[] {
  const declaredAt = `${responsePointer}/headers/${header.name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  if (value === null) {
    return header.required ? [{ part: 'header', pointer: header.name, schema: declaredAt, message: 'is required and missing' }] : [];
  }
  const schemaPointer = `${header.pointer}/schema`;
  const schema = spec.deref(asSchema(spec.resolve(schemaPointer)));
  // Headers are text: an integer header is checked as the integer it spells.
  const typed = schema.type === 'integer' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return validator.validateAt(schemaPointer, typed).map((issue) => ({ part: 'header', pointer: header.name, schema: issue.schema, message: `${JSON.stringify(value)} ${issue.message}` }));
}

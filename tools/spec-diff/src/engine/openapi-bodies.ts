/** The bodies of one operation: its request body and its responses by status, each media type by media type. */
import { at, isObject, objectAt, type JsonObject } from '../json/json.js';
import { resolve } from '../json/resolve.js';
import type { OperationContext } from './openapi-operation.js';
import { diffSchema, type SchemaDiffContext } from './schema-diff.js';

const isSuccess = (status: string) => /^2(\d\d|XX)$/i.test(status);

export function diffRequestBody(ctx: OperationContext): void {
  const o = resolve(ctx.oldDoc, ctx.old.op['requestBody'], at(ctx.old.opAt, 'requestBody'));
  const n = resolve(ctx.newDoc, ctx.new.op['requestBody'], at(ctx.new.opAt, 'requestBody'));
  if (!isObject(n.value)) return;
  const path = at(ctx.path, 'requestBody');
  const oldBody = objectAt(o.value);
  if (n.value['required'] === true && oldBody['required'] !== true) {
    ctx.report({
      severity: 'breaking',
      direction: 'request',
      rule: 'request-body-became-required',
      pointer: n.keyPointer('required'),
      document: 'new',
      path: at(path, 'required'),
      change: 'request body became required',
      ...(isObject(o.value) ? { old: 'optional' } : {}),
      new: 'required',
    });
  }
  diffContent(
    ctx,
    'request',
    { value: oldBody, keyPointer: o.keyPointer },
    { value: n.value, keyPointer: n.keyPointer },
    path,
    true,
  );
}

export function diffResponses(ctx: OperationContext): void {
  const oldResponses = objectAt(ctx.old.op['responses']);
  const newResponses = objectAt(ctx.new.op['responses']);
  for (const [status, raw] of Object.entries(oldResponses)) {
    const path = at(ctx.path, 'responses', status);
    const o = resolve(ctx.oldDoc, raw, at(ctx.old.opAt, 'responses', status));
    if (!(status in newResponses)) {
      if (isSuccess(status)) {
        ctx.report({
          severity: 'breaking',
          direction: 'response',
          rule: 'success-status-removed',
          pointer: at(ctx.old.opAt, 'responses', status),
          document: 'old',
          path,
          change: `success status ${status} removed`,
          old: status,
        });
      }
      continue;
    }
    const n = resolve(ctx.newDoc, newResponses[status], at(ctx.new.opAt, 'responses', status));
    diffContent(
      ctx,
      'response',
      { value: objectAt(o.value), keyPointer: o.keyPointer },
      { value: objectAt(n.value), keyPointer: n.keyPointer },
      path,
      isSuccess(status),
    );
  }
  for (const status of Object.keys(newResponses).filter((s) => !(s in oldResponses))) {
    // A client handles errors by class (any 4xx), but a success it was not told about is data it cannot read.
    const success = isSuccess(status);
    ctx.report({
      severity: success ? 'breaking' : 'non-breaking',
      direction: 'response',
      rule: 'status-added',
      pointer: at(ctx.new.opAt, 'responses', status),
      document: 'new',
      path: at(ctx.path, 'responses', status),
      change: success ? `new success status ${status}` : `new error status ${status}`,
      new: status,
    });
  }
}

/** Compares `content` maps media type by media type; a media type that goes is breaking where `strict`. */
function diffContent(
  ctx: OperationContext,
  direction: 'request' | 'response',
  o: { value: JsonObject; keyPointer: (key: string) => string },
  n: { value: JsonObject; keyPointer: (key: string) => string },
  path: string,
  strict: boolean,
): void {
  const oldContent = objectAt(o.value['content']);
  const newContent = objectAt(n.value['content']);
  const schemas: SchemaDiffContext = {
    oldDoc: ctx.oldDoc,
    newDoc: ctx.newDoc,
    direction,
    report: ctx.report,
    visited: ctx.visited,
  };
  for (const [mediaType, oldMedia] of Object.entries(oldContent)) {
    const mediaPath = at(path, 'content', mediaType);
    if (!(mediaType in newContent)) {
      if (strict) {
        ctx.report({
          severity: 'breaking',
          direction,
          rule: 'media-type-removed',
          pointer: at(o.keyPointer('content'), mediaType),
          document: 'old',
          path: mediaPath,
          change: `media type ${mediaType} removed`,
          old: mediaType,
        });
      }
      continue;
    }
    const newMedia = newContent[mediaType];
    if (!isObject(oldMedia) || !isObject(newMedia) || !('schema' in oldMedia) || !('schema' in newMedia)) continue;
    diffSchema(
      schemas,
      { value: oldMedia['schema'], pointer: at(o.keyPointer('content'), mediaType, 'schema') },
      { value: newMedia['schema'], pointer: at(n.keyPointer('content'), mediaType, 'schema') },
      at(mediaPath, 'schema'),
    );
  }
}

/** The problem types an OpenAPI document lists, compared by the `type` URI clients branch on. */
import { PROBLEM_TYPES } from '@dap/redocly-rules/extensions';
import type { Findings, Spec } from '../findings/findings.js';
import { at, canonical, objectAt, type Json, type JsonObject } from '../json/json.js';

/** The extension of the Problem schema that lists every problem type by code. */
export { PROBLEM_TYPES };

/** The problem types the spec lists (`x-problem-types` of a schema, codes under the docs' `problems/`), by type URI. */
function problemTypes(doc: JsonObject): Map<string, { code: string; status: Json | undefined; pointer: string }> {
  const found = new Map<string, { code: string; status: Json | undefined; pointer: string }>();
  const docs = objectAt(doc['externalDocs'])['url'];
  const base = typeof docs === 'string' ? docs : '';
  for (const [name, schema] of Object.entries(objectAt(objectAt(doc['components'])['schemas']))) {
    for (const [code, entry] of Object.entries(objectAt(objectAt(schema)[PROBLEM_TYPES]))) {
      // The bundle states each entry's URI (the house decorator writes it); the docs base and the code make it otherwise.
      const type = objectAt(entry)['type'];
      const uri = typeof type === 'string' ? type : `${base}problems/${code}`;
      found.set(uri, {
        code,
        status: objectAt(entry)['status'],
        pointer: at('/components/schemas', name, PROBLEM_TYPES, code),
      });
    }
  }
  return found;
}

/** Clients branch on a problem's `type` URI: one that goes (or moves) breaks them; a new one does not. */
export function diffProblemTypes(findings: Findings, oldDoc: JsonObject, newDoc: JsonObject, spec: Spec): void {
  const report = findings.reporter({ spec, operation: 'problem types' });
  const before = problemTypes(oldDoc);
  const after = problemTypes(newDoc);
  for (const [uri, was] of before) {
    const now = after.get(uri);
    if (!now) {
      report({
        severity: 'breaking',
        direction: 'response',
        rule: 'problem-type-removed',
        pointer: was.pointer,
        document: 'old',
        path: was.pointer,
        change: `problem type "${was.code}" removed or renamed`,
        old: uri,
      });
    } else if (canonical(now.status) !== canonical(was.status)) {
      report({
        severity: 'breaking',
        direction: 'response',
        rule: 'problem-type-changed',
        pointer: at(now.pointer, 'status'),
        document: 'new',
        path: at(now.pointer, 'status'),
        change: `status of problem type "${was.code}" changed`,
        old: was.status ?? null,
        new: now.status ?? null,
      });
    }
  }
  for (const [uri, now] of after) {
    if (before.has(uri)) continue;
    report({
      severity: 'non-breaking',
      direction: 'response',
      rule: 'problem-type-added',
      pointer: now.pointer,
      document: 'new',
      path: now.pointer,
      change: `problem type "${now.code}" added`,
      new: uri,
    });
  }
}

/** The two sides of one operation, old and new, as each part of its diff (security, parameters, bodies) reads them. */
import type { Report } from '../findings/findings.js';
import type { JsonObject } from '../json/json.js';

export interface Side {
  /** The path template, as written in this document. */
  template: string;
  item: JsonObject;
  itemAt: (key: string) => string;
  op: JsonObject;
  opAt: string;
}

export interface OperationContext {
  oldDoc: JsonObject;
  newDoc: JsonObject;
  report: Report;
  visited: Set<string>;
  itemPath: string;
  path: string;
  old: Side;
  new: Side;
}

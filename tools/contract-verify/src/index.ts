export { arbitrariesFor, type Arbitraries, type Hints, type InvalidBody } from './arbitraries.js';
export { asSchema, escapePointer, loadBundledSpecs, SpecDocument, type Json, type Schema } from './spec/document.js';
export { operations, type DeclaredHeader, type DeclaredResponse, type Operation, type Parameter } from './spec/operations.js';
export { SchemaValidator, type SchemaIssue } from './spec/validator.js';

import { describe, expect, it } from 'vitest';
import { diffOpenApi } from '../src/openapi.js';
import type { JsonObject } from '../src/json.js';
import { node, openapiFixture } from './support/fixtures.js';

/** Diffs the fixture with a copy changed by `change`. */
function diffAfter(change: (doc: JsonObject) => void) {
  const before = openapiFixture();
  const after = openapiFixture();
  change(after);
  return diffOpenApi(before, after);
}

const summary = (findings: ReturnType<typeof diffOpenApi>) =>
  findings.map((f) => ({ severity: f.severity, operation: f.operation, direction: f.direction, rule: f.rule, pointer: f.pointer }));

describe('OpenAPI requests (what clients send)', () => {
  it('reports nothing when the documents are the same', () => {
    expect(diffAfter(() => {})).toEqual([]);
  });

  it('reports a new required request field as breaking', () => {
    const findings = diffAfter((doc) => {
      const schema = node(doc, 'components', 'schemas', 'ThingRequest');
      (schema['properties'] as JsonObject)['size'] = { type: 'integer' };
      schema['required'] = ['name', 'size'];
    });
    expect(summary(findings)).toEqual([
      { severity: 'breaking', operation: 'createThing', direction: 'request', rule: 'required-field-added', pointer: '/components/schemas/ThingRequest/required' },
    ]);
    expect(findings[0]).toMatchObject({ change: 'new required field "size"', new: 'required', document: 'new' });
    expect(findings[0]!.path).toBe('/paths/~1things/post/requestBody/content/application~1json/schema/required');
  });

  it('reports an optional request field that became required as breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'ThingRequest')['required'] = ['name', 'note'];
    });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'required-field-added', change: 'field "note" became required', old: 'optional', new: 'required' });
  });

  it('reports a new required parameter as breaking, and not a new optional one', () => {
    const findings = diffAfter((doc) => {
      const params = node(doc, 'paths', '/things/{id}', 'get')['parameters'] as JsonObject[];
      params.push({ name: 'tenant', in: 'header', required: true, schema: { type: 'string' } });
      params.push({ name: 'fields', in: 'query', schema: { type: 'string' } });
    });
    expect(summary(findings)).toEqual([
      { severity: 'breaking', operation: 'getThing', direction: 'request', rule: 'required-parameter-added', pointer: '/paths/~1things~1{id}/get/parameters/2' },
    ]);
  });

  it('reports a parameter that became required as breaking', () => {
    const findings = diffAfter((doc) => {
      (node(doc, 'paths', '/things/{id}', 'get')['parameters'] as JsonObject[])[1]!['required'] = true;
    });
    expect(summary(findings)).toEqual([
      { severity: 'breaking', operation: 'getThing', direction: 'request', rule: 'parameter-became-required', pointer: '/paths/~1things~1{id}/get/parameters/1/required' },
    ]);
  });

  it('reports a removed enum value as breaking, at the schema that declares it', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'Colour')['enum'] = ['RED', 'GREEN'];
    });
    // The same Colour in the response of createThing and getThing is not a request: fewer values there break no client.
    expect(summary(findings)).toEqual([
      { severity: 'breaking', operation: 'createThing', direction: 'request', rule: 'enum-value-removed', pointer: '/components/schemas/Colour/enum' },
    ]);
    expect(findings[0]).toMatchObject({ old: 'BLUE', path: '/paths/~1things/post/requestBody/content/application~1json/schema/properties/colour/enum' });
    expect(findings[0]).not.toHaveProperty('new');
  });

  it('does not report an added enum value, a new optional field or widened constraints in a request', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'Colour')['enum'] = ['RED', 'GREEN', 'BLUE', 'BLACK'];
      const props = node(doc, 'components', 'schemas', 'ThingRequest', 'properties');
      props['extra'] = { type: 'string' };
      props['name'] = { type: 'string', maxLength: 200 };
      props['count'] = { type: 'number', minimum: -1 };
    });
    expect(findings.filter((f) => f.direction === 'request')).toEqual([]);
  });

  it('reports a changed request type as breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'ThingRequest', 'properties')['note'] = { type: 'integer' };
    });
    expect(summary(findings)).toEqual([
      { severity: 'breaking', operation: 'createThing', direction: 'request', rule: 'type-changed', pointer: '/components/schemas/ThingRequest/properties/note/type' },
    ]);
    expect(findings[0]).toMatchObject({ old: 'string', new: 'integer' });
  });

  it.each([
    ['maxLength lowered', 'name', { maxLength: 50 }, 'maxLength', 100, 50],
    ['minLength raised', 'name', { minLength: 2 }, 'minLength', 1, 2],
    ['maximum lowered', 'count', { maximum: 5 }, 'maximum', 10, 5],
    ['minimum raised', 'count', { minimum: 1 }, 'minimum', 0, 1],
    ['maxItems added', 'tags', { maxItems: 3 }, 'maxItems', undefined, 3],
  ])('reports a narrowed request constraint as breaking: %s', (_, field, patch, keyword, before, after) => {
    const findings = diffAfter((doc) => {
      Object.assign(node(doc, 'components', 'schemas', 'ThingRequest', 'properties', field), patch);
    });
    expect(summary(findings)).toEqual([
      { severity: 'breaking', operation: 'createThing', direction: 'request', rule: 'constraint-narrowed', pointer: `/components/schemas/ThingRequest/properties/${field}/${keyword}` },
    ]);
    expect(findings[0]!.old).toBe(before);
    expect(findings[0]!.new).toBe(after);
  });

  it('reports a changed request pattern as breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'ThingRequest', 'properties', 'name')['pattern'] = '^[a-z]{2,}$';
    });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'pattern-changed', pointer: '/components/schemas/ThingRequest/properties/name/pattern', old: '^[a-z]+$', new: '^[a-z]{2,}$' });
  });

  it('reports additionalProperties becoming false as breaking, and a field removed from the closed schema', () => {
    const findings = diffAfter((doc) => {
      const schema = node(doc, 'components', 'schemas', 'ThingRequest');
      schema['additionalProperties'] = false;
      delete (schema['properties'] as JsonObject)['note'];
    });
    expect(summary(findings)).toEqual([
      { severity: 'breaking', operation: 'createThing', direction: 'request', rule: 'additional-properties-disallowed', pointer: '/components/schemas/ThingRequest/additionalProperties' },
      { severity: 'breaking', operation: 'createThing', direction: 'request', rule: 'field-removed', pointer: '/components/schemas/ThingRequest/properties/note' },
    ]);
    expect(findings[1]!.document).toBe('old');
  });

  it('reports a request body that became required as breaking', () => {
    const before = openapiFixture();
    node(before, 'paths', '/things', 'post', 'requestBody')['required'] = false;
    const findings = diffOpenApi(before, openapiFixture());
    expect(summary(findings)).toEqual([
      { severity: 'breaking', operation: 'createThing', direction: 'request', rule: 'request-body-became-required', pointer: '/paths/~1things/post/requestBody/required' },
    ]);
  });

  it('reports a removed operation and a removed path as breaking', () => {
    const findings = diffAfter((doc) => {
      const paths = node(doc, 'paths');
      delete paths['/things'];
      paths['/things/{thing_id}'] = { put: {}, ...(paths['/things/{id}'] as JsonObject) };
      delete (paths['/things/{thing_id}'] as JsonObject)['get'];
      delete paths['/things/{id}'];
    });
    expect(summary(findings)).toEqual([
      { severity: 'breaking', operation: 'createThing', direction: 'request', rule: 'path-removed', pointer: '/paths/~1things' },
      { severity: 'breaking', operation: 'getThing', direction: 'request', rule: 'operation-removed', pointer: '/paths/~1things~1{id}/get' },
    ]);
  });

  it('does not report a path parameter that was only renamed', () => {
    const findings = diffAfter((doc) => {
      const paths = node(doc, 'paths');
      const get = node(doc, 'paths', '/things/{id}', 'get');
      (get['parameters'] as JsonObject[])[0]!['name'] = 'thing_id';
      paths['/things/{thing_id}'] = paths['/things/{id}']!;
      delete paths['/things/{id}'];
    });
    // The client sends the same URL; only a new required path parameter would be reported, and it is one.
    expect(summary(findings).map((f) => f.rule)).toEqual(['required-parameter-added']);
  });

  it('reports a changed scope as breaking, and not a dropped requirement', () => {
    const changed = diffAfter((doc) => {
      node(doc, 'paths', '/things', 'post')['security'] = [{ oauth2: ['things:admin'] }];
    });
    expect(summary(changed)).toEqual([
      { severity: 'breaking', operation: 'createThing', direction: 'request', rule: 'scope-changed', pointer: '/paths/~1things/post/security' },
    ]);
    expect(changed[0]).toMatchObject({ old: 'oauth2[things:write]', new: 'oauth2[things:admin]' });

    const inherited = diffAfter((doc) => {
      node(doc)['security'] = [{ oauth2: ['things:read', 'things:list'] }];
    });
    expect(summary(inherited)).toEqual([
      { severity: 'breaking', operation: 'getThing', direction: 'request', rule: 'scope-changed', pointer: '/security' },
    ]);

    expect(diffAfter((doc) => void (node(doc, 'paths', '/things', 'post')['security'] = []))).toEqual([]);
  });
});

describe('OpenAPI responses (what clients read)', () => {
  it('reports a removed response field as breaking', () => {
    const findings = diffAfter((doc) => {
      delete node(doc, 'components', 'schemas', 'Thing', 'properties')['count'];
    });
    expect(summary(findings)).toEqual([
      { severity: 'breaking', operation: 'createThing', direction: 'response', rule: 'field-removed', pointer: '/components/schemas/Thing/properties/count' },
      { severity: 'breaking', operation: 'getThing', direction: 'response', rule: 'field-removed', pointer: '/components/schemas/Thing/properties/count' },
    ]);
    expect(findings[0]).toMatchObject({ document: 'old', old: 'count' });
  });

  it('reports a response field that is no longer required as breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'Thing')['required'] = ['id', 'name'];
    });
    expect(summary(findings)).toEqual([
      { severity: 'breaking', operation: 'createThing', direction: 'response', rule: 'field-no-longer-required', pointer: '/components/schemas/Thing/required' },
      { severity: 'breaking', operation: 'getThing', direction: 'response', rule: 'field-no-longer-required', pointer: '/components/schemas/Thing/required' },
    ]);
    expect(findings[0]).toMatchObject({ change: 'field "colour" no longer required (may be absent)', old: 'required', new: 'optional' });
  });

  it('reports a changed response type as breaking, and not a narrowed one', () => {
    const widened = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'Thing', 'properties')['count'] = { type: 'number' };
    });
    expect(summary(widened).map((f) => [f.rule, f.direction, f.pointer])).toEqual([
      ['type-changed', 'response', '/components/schemas/Thing/properties/count/type'],
      ['type-changed', 'response', '/components/schemas/Thing/properties/count/type'],
    ]);
    expect(diffAfter((doc) => void (node(doc, 'components', 'schemas', 'Thing', 'properties')['count'] = { type: 'integer', minimum: 0 }))).toEqual([]);
  });

  it('reports an added response enum value as a warning, not as breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'Colour')['enum'] = ['RED', 'GREEN', 'BLUE', 'BLACK'];
    });
    expect(summary(findings)).toEqual([
      { severity: 'warning', operation: 'createThing', direction: 'response', rule: 'enum-value-added', pointer: '/components/schemas/Colour/enum' },
      { severity: 'warning', operation: 'getThing', direction: 'response', rule: 'enum-value-added', pointer: '/components/schemas/Colour/enum' },
    ]);
    expect(findings[0]!.new).toBe('BLACK');
  });

  it('reports a removed success status as breaking, and not a removed error status', () => {
    const findings = diffAfter((doc) => {
      const responses = node(doc, 'paths', '/things', 'post', 'responses');
      responses['201'] = responses['200']!;
      delete responses['200'];
      delete responses['400'];
    });
    expect(summary(findings)).toEqual([
      { severity: 'breaking', operation: 'createThing', direction: 'response', rule: 'success-status-removed', pointer: '/paths/~1things/post/responses/200' },
    ]);
  });

  it('does not report a new field, a new required field or fewer enum values in a response', () => {
    const findings = diffAfter((doc) => {
      const thing = node(doc, 'components', 'schemas', 'Thing');
      (thing['properties'] as JsonObject)['size'] = { type: 'integer' };
      thing['required'] = ['id', 'name', 'colour', 'count'];
      node(doc, 'components', 'schemas', 'Colour')['enum'] = ['RED', 'GREEN'];
      delete node(doc, 'components', 'schemas', 'ThingRequest', 'properties', 'colour')['description'];
    });
    expect(findings.filter((f) => f.direction === 'response')).toEqual([]);
  });

  it('compares recursive schemas without looping', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'Thing', 'properties', 'id')['type'] = 'integer';
    });
    expect(findings.map((f) => f.operation)).toEqual(['createThing', 'getThing']);
  });
});

describe('references', () => {
  it('points at a keyword written beside a $ref, where the reader sees it', () => {
    const before = openapiFixture();
    const after = openapiFixture();
    node(before, 'components', 'schemas', 'ThingRequest', 'properties', 'colour')['enum'] = ['RED', 'GREEN', 'BLUE'];
    node(after, 'components', 'schemas', 'ThingRequest', 'properties', 'colour')['enum'] = ['RED'];
    const findings = diffOpenApi(before, after);
    expect(findings.map((f) => [f.pointer, f.old])).toEqual([
      ['/components/schemas/ThingRequest/properties/colour/enum', 'GREEN'],
      ['/components/schemas/ThingRequest/properties/colour/enum', 'BLUE'],
    ]);
  });
});

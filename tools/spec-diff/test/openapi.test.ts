import { describe, expect, it } from 'vitest';
import { diffOpenApi } from '../src/engine/openapi.js';
import type { JsonObject } from '../src/json/json.js';
import { node, openapiFixture } from './support/fixtures.js';

/** Diffs the fixture with a copy changed by `change`. */
function diffAfter(change: (doc: JsonObject) => void) {
  const before = openapiFixture();
  const after = openapiFixture();
  change(after);
  return diffOpenApi(before, after);
}

const summary = (findings: ReturnType<typeof diffOpenApi>) =>
  findings.map((f) => ({
    severity: f.severity,
    operation: f.operation,
    direction: f.direction,
    rule: f.rule,
    pointer: f.pointer,
  }));

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
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'request',
        rule: 'required-field-added',
        pointer: '/components/schemas/ThingRequest/required',
      },
    ]);
    expect(findings[0]).toMatchObject({ change: 'new required field "size"', new: 'required', document: 'new' });
    expect(findings[0]!.path).toBe('/paths/~1things/post/requestBody/content/application~1json/schema/required');
  });

  it('reports an optional request field that became required as breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'ThingRequest')['required'] = ['name', 'note'];
    });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'required-field-added',
      change: 'field "note" became required',
      old: 'optional',
      new: 'required',
    });
  });

  it('reports a new required parameter as breaking, and a new optional one as non-breaking', () => {
    const findings = diffAfter((doc) => {
      const params = node(doc, 'paths', '/things/{id}', 'get')['parameters'] as JsonObject[];
      params.push({ name: 'tenant', in: 'header', required: true, schema: { type: 'string' } });
      params.push({ name: 'fields', in: 'query', schema: { type: 'string' } });
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'getThing',
        direction: 'request',
        rule: 'required-parameter-added',
        pointer: '/paths/~1things~1{id}/get/parameters/2',
      },
      {
        severity: 'non-breaking',
        operation: 'getThing',
        direction: 'request',
        rule: 'optional-parameter-added',
        pointer: '/paths/~1things~1{id}/get/parameters/3',
      },
    ]);
  });

  it('reports a removed parameter as breaking: clients still send it', () => {
    const findings = diffAfter((doc) => {
      (node(doc, 'paths', '/things/{id}', 'get')['parameters'] as JsonObject[]).splice(1, 1);
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'getThing',
        direction: 'request',
        rule: 'parameter-removed',
        pointer: '/paths/~1things~1{id}/get/parameters/1',
      },
    ]);
    expect(findings[0]).toMatchObject({ document: 'old', old: 'expand' });
  });

  it('reports a parameter that became required as breaking', () => {
    const findings = diffAfter((doc) => {
      (node(doc, 'paths', '/things/{id}', 'get')['parameters'] as JsonObject[])[1]!['required'] = true;
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'getThing',
        direction: 'request',
        rule: 'parameter-became-required',
        pointer: '/paths/~1things~1{id}/get/parameters/1/required',
      },
    ]);
  });

  it('reports a removed enum value as breaking, at the schema that declares it', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'Colour')['enum'] = ['RED', 'GREEN'];
    });
    expect(summary(findings.filter((f) => f.direction === 'request'))).toEqual([
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'request',
        rule: 'enum-value-removed',
        pointer: '/components/schemas/Colour/enum',
      },
    ]);
    expect(findings[0]).toMatchObject({
      old: 'BLUE',
      path: '/paths/~1things/post/requestBody/content/application~1json/schema/properties/colour/enum',
    });
    expect(findings[0]).not.toHaveProperty('new');
  });

  it('reports an added enum value, a new optional field and widened constraints in a request as non-breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'Colour')['enum'] = ['RED', 'GREEN', 'BLUE', 'BLACK'];
      const props = node(doc, 'components', 'schemas', 'ThingRequest', 'properties');
      props['extra'] = { type: 'string' };
      props['name'] = { type: 'string', maxLength: 200 };
      props['count'] = { type: 'number', minimum: -1 };
    });
    const requests = findings.filter((f) => f.direction === 'request');
    expect(requests.map((f) => [f.severity, f.rule, f.pointer])).toEqual([
      ['non-breaking', 'field-added', '/components/schemas/ThingRequest/properties/extra'],
      ['non-breaking', 'constraint-widened', '/components/schemas/ThingRequest/properties/name/maxLength'],
      ['non-breaking', 'constraint-widened', '/components/schemas/ThingRequest/properties/name/minLength'],
      ['non-breaking', 'pattern-changed', '/components/schemas/ThingRequest/properties/name/pattern'],
      ['non-breaking', 'enum-value-added', '/components/schemas/Colour/enum'],
      ['non-breaking', 'type-changed', '/components/schemas/ThingRequest/properties/count/type'],
      ['non-breaking', 'constraint-widened', '/components/schemas/ThingRequest/properties/count/maximum'],
      ['non-breaking', 'constraint-widened', '/components/schemas/ThingRequest/properties/count/minimum'],
    ]);
  });

  it('reports a changed request type as breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'ThingRequest', 'properties')['note'] = { type: 'integer' };
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'request',
        rule: 'type-changed',
        pointer: '/components/schemas/ThingRequest/properties/note/type',
      },
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
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'request',
        rule: 'constraint-narrowed',
        pointer: `/components/schemas/ThingRequest/properties/${field}/${keyword}`,
      },
    ]);
    expect(findings[0]!.old).toBe(before);
    expect(findings[0]!.new).toBe(after);
  });

  it('reports a changed request pattern as breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'ThingRequest', 'properties', 'name')['pattern'] = '^[a-z]{2,}$';
    });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'pattern-changed',
      pointer: '/components/schemas/ThingRequest/properties/name/pattern',
      old: '^[a-z]+$',
      new: '^[a-z]{2,}$',
    });
  });

  it('reports additionalProperties becoming false as breaking, and a field removed from the closed schema', () => {
    const findings = diffAfter((doc) => {
      const schema = node(doc, 'components', 'schemas', 'ThingRequest');
      schema['additionalProperties'] = false;
      delete (schema['properties'] as JsonObject)['note'];
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'request',
        rule: 'field-removed',
        pointer: '/components/schemas/ThingRequest/properties/note',
      },
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'request',
        rule: 'additional-properties-disallowed',
        pointer: '/components/schemas/ThingRequest/additionalProperties',
      },
    ]);
    expect(findings[0]).toMatchObject({ document: 'old', change: 'field "note" removed; unknown fields are rejected' });
  });

  it('reports a request body that became required as breaking', () => {
    const before = openapiFixture();
    node(before, 'paths', '/things', 'post', 'requestBody')['required'] = false;
    const findings = diffOpenApi(before, openapiFixture());
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'request',
        rule: 'request-body-became-required',
        pointer: '/paths/~1things/post/requestBody/required',
      },
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
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'request',
        rule: 'path-removed',
        pointer: '/paths/~1things',
      },
      {
        severity: 'breaking',
        operation: 'getThing',
        direction: 'request',
        rule: 'operation-removed',
        pointer: '/paths/~1things~1{id}/get',
      },
      {
        severity: 'non-breaking',
        operation: 'PUT /things/{thing_id}',
        direction: 'request',
        rule: 'operation-added',
        pointer: '/paths/~1things~1{thing_id}/put',
      },
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
    // The client sends the same URL: path parameters are matched by their place in the template.
    expect(findings).toEqual([]);
  });

  it('reports a changed scope as breaking, and not a dropped requirement', () => {
    const changed = diffAfter((doc) => {
      node(doc, 'paths', '/things', 'post')['security'] = [{ oauth2: ['things:admin'] }];
    });
    expect(summary(changed)).toEqual([
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'request',
        rule: 'scope-changed',
        pointer: '/paths/~1things/post/security',
      },
    ]);
    expect(changed[0]).toMatchObject({ old: 'oauth2[things:write]', new: 'oauth2[things:admin]' });

    const inherited = diffAfter((doc) => {
      node(doc)['security'] = [{ oauth2: ['things:read', 'things:list'] }];
    });
    expect(summary(inherited)).toEqual([
      {
        severity: 'breaking',
        operation: 'getThing',
        direction: 'request',
        rule: 'scope-changed',
        pointer: '/security',
      },
    ]);

    expect(diffAfter((doc) => void (node(doc, 'paths', '/things', 'post')['security'] = []))).toEqual([]);
  });
});

describe('request limits (root x-limits)', () => {
  const withLimits = (limits: Record<string, number>) => {
    const doc = openapiFixture();
    doc['x-limits'] = Object.fromEntries(
      Object.entries(limits).map(([name, value]) => [name, { value, unit: 'bytes', description: name }]),
    );
    return doc;
  };

  it('reports a lowered or added limit as breaking for every operation, and a raised or removed one as non-breaking', () => {
    const findings = diffOpenApi(
      withLimits({ maxBodyBytes: 65536, requestBurst: 100, maxHeaderBytes: 16384 }),
      withLimits({ maxBodyBytes: 32768, requestBurst: 200, requestsPerSecond: 50 }),
    );
    expect(findings.map((f) => [f.severity, f.operation, f.rule, f.pointer, f.old, f.new])).toEqual([
      ['breaking', 'every operation', 'request-limit-narrowed', '/x-limits/maxBodyBytes/value', 65536, 32768],
      ['non-breaking', 'every operation', 'request-limit-widened', '/x-limits/requestBurst/value', 100, 200],
      ['non-breaking', 'every operation', 'request-limit-widened', '/x-limits', 16384, undefined],
      ['breaking', 'every operation', 'request-limit-narrowed', '/x-limits/requestsPerSecond/value', undefined, 50],
    ]);
  });
});

describe('OpenAPI responses (what clients read)', () => {
  it('reports a removed response field as breaking', () => {
    const findings = diffAfter((doc) => {
      delete node(doc, 'components', 'schemas', 'Thing', 'properties')['count'];
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'response',
        rule: 'field-removed',
        pointer: '/components/schemas/Thing/properties/count',
      },
      {
        severity: 'breaking',
        operation: 'getThing',
        direction: 'response',
        rule: 'field-removed',
        pointer: '/components/schemas/Thing/properties/count',
      },
    ]);
    expect(findings[0]).toMatchObject({ document: 'old', old: 'count' });
  });

  it('reports a response field that is no longer required as breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'Thing')['required'] = ['id', 'name'];
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'response',
        rule: 'field-no-longer-required',
        pointer: '/components/schemas/Thing/required',
      },
      {
        severity: 'breaking',
        operation: 'getThing',
        direction: 'response',
        rule: 'field-no-longer-required',
        pointer: '/components/schemas/Thing/required',
      },
    ]);
    expect(findings[0]).toMatchObject({
      change: 'field "colour" no longer required (may be absent)',
      old: 'required',
      new: 'optional',
    });
  });

  it('reports a widened response type as breaking, and a narrowed one as non-breaking', () => {
    const widened = diffAfter((doc) => {
      node(doc, 'components', 'schemas', 'Thing', 'properties')['count'] = { type: 'number' };
    });
    expect(summary(widened).map((f) => [f.rule, f.direction, f.pointer])).toEqual([
      ['type-changed', 'response', '/components/schemas/Thing/properties/count/type'],
      ['type-changed', 'response', '/components/schemas/Thing/properties/count/type'],
    ]);
    const narrowed = diffAfter(
      (doc) =>
        void (node(doc, 'components', 'schemas', 'Thing', 'properties')['count'] = { type: 'integer', minimum: 0 }),
    );
    expect(narrowed.map((f) => [f.severity, f.rule])).toEqual([
      ['non-breaking', 'constraint-narrowed'],
      ['non-breaking', 'constraint-narrowed'],
    ]);
  });

  it('reports a value added to a response enum as breaking unless the enum is marked extensible', () => {
    const addBlack = (doc: JsonObject) =>
      void (node(doc, 'components', 'schemas', 'Colour')['enum'] = ['RED', 'GREEN', 'BLUE', 'BLACK']);
    const closed = diffAfter(addBlack).filter((f) => f.direction === 'response');
    expect(summary(closed)).toEqual([
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'response',
        rule: 'enum-value-added',
        pointer: '/components/schemas/Colour/enum',
      },
      {
        severity: 'breaking',
        operation: 'getThing',
        direction: 'response',
        rule: 'enum-value-added',
        pointer: '/components/schemas/Colour/enum',
      },
    ]);
    expect(closed[0]).toMatchObject({ new: 'BLACK', change: 'enum value added to an enum not marked extensible' });

    const before = openapiFixture();
    node(before, 'components', 'schemas', 'Colour')['x-extensible-enum'] = true;
    const after = structuredClone(before);
    addBlack(after);
    expect(diffOpenApi(before, after).map((f) => [f.severity, f.direction, f.rule])).toEqual([
      ['non-breaking', 'request', 'enum-value-added'],
      ['non-breaking', 'response', 'enum-value-added'],
      ['non-breaking', 'response', 'enum-value-added'],
    ]);
  });

  it('reports a value removed from a response enum as breaking: consumers branch on it', () => {
    const findings = diffAfter((doc) => void (node(doc, 'components', 'schemas', 'Colour')['enum'] = ['RED', 'GREEN']));
    expect(findings.map((f) => [f.severity, f.operation, f.direction, f.rule])).toEqual([
      ['breaking', 'createThing', 'request', 'enum-value-removed'],
      ['breaking', 'createThing', 'response', 'enum-value-removed'],
      ['breaking', 'getThing', 'response', 'enum-value-removed'],
    ]);
  });

  it('reports a removed or new success status as breaking, and not a removed error status', () => {
    const findings = diffAfter((doc) => {
      const responses = node(doc, 'paths', '/things', 'post', 'responses');
      responses['201'] = responses['200']!;
      delete responses['200'];
      delete responses['400'];
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'response',
        rule: 'success-status-removed',
        pointer: '/paths/~1things/post/responses/200',
      },
      {
        severity: 'breaking',
        operation: 'createThing',
        direction: 'response',
        rule: 'status-added',
        pointer: '/paths/~1things/post/responses/201',
      },
    ]);
  });

  it('reports a new error status as non-breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'paths', '/things/{id}', 'get', 'responses')['404'] = { description: 'Not found.' };
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'non-breaking',
        operation: 'getThing',
        direction: 'response',
        rule: 'status-added',
        pointer: '/paths/~1things~1{id}/get/responses/404',
      },
    ]);
  });

  it('reports a new operation as non-breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'paths', '/things/{id}')['delete'] = {
        operationId: 'deleteThing',
        responses: { '200': { description: 'Deleted.' } },
      };
      node(doc, 'paths')['/colours'] = {
        get: { operationId: 'listColours', responses: { '200': { description: 'Colours.' } } },
      };
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'non-breaking',
        operation: 'deleteThing',
        direction: 'request',
        rule: 'operation-added',
        pointer: '/paths/~1things~1{id}/delete',
      },
      {
        severity: 'non-breaking',
        operation: 'listColours',
        direction: 'request',
        rule: 'operation-added',
        pointer: '/paths/~1colours/get',
      },
    ]);
  });

  it('reports a new field, a field that became required and a tighter bound in a response as non-breaking', () => {
    const findings = diffAfter((doc) => {
      const thing = node(doc, 'components', 'schemas', 'Thing');
      (thing['properties'] as JsonObject)['size'] = { type: 'integer' };
      thing['required'] = ['id', 'name', 'colour', 'count'];
      node(doc, 'components', 'schemas', 'Thing', 'properties', 'name')['maxLength'] = 100;
      delete node(doc, 'components', 'schemas', 'ThingRequest', 'properties', 'colour')['description'];
    });
    const responses = findings.filter((f) => f.direction === 'response');
    expect(new Set(responses.map((f) => f.rule))).toEqual(
      new Set(['field-added', 'required-field-added', 'constraint-narrowed']),
    );
    expect(responses.every((f) => f.severity === 'non-breaking')).toBe(true);
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

describe('problem types (the `type` URIs clients branch on)', () => {
  /** The fixture with a problem catalogue, as the Problem schema of the real spec carries it. */
  function withProblems(): JsonObject {
    const doc = openapiFixture();
    doc['externalDocs'] = { url: 'https://docs.example.com/' };
    node(doc, 'components', 'schemas')['Problem'] = {
      type: 'object',
      'x-problem-types': {
        'not-found': { status: 404, title: 'Not found' },
        'rate-limited': { status: 429, title: 'Too many requests' },
      },
    };
    return doc;
  }
  const diffProblems = (change: (doc: JsonObject) => void) => {
    const after = withProblems();
    change(after);
    return diffOpenApi(withProblems(), after);
  };
  const catalogue = (doc: JsonObject) => node(doc, 'components', 'schemas', 'Problem', 'x-problem-types');

  it('reports a renamed problem type as breaking', () => {
    const findings = diffProblems((doc) => {
      const types = catalogue(doc);
      types['unknown-resource'] = types['not-found']!;
      delete types['not-found'];
    });
    expect(findings.map((f) => [f.severity, f.operation, f.rule, f.pointer, f.old ?? f.new])).toEqual([
      [
        'breaking',
        'problem types',
        'problem-type-removed',
        '/components/schemas/Problem/x-problem-types/not-found',
        'https://docs.example.com/problems/not-found',
      ],
      [
        'non-breaking',
        'problem types',
        'problem-type-added',
        '/components/schemas/Problem/x-problem-types/unknown-resource',
        'https://docs.example.com/problems/unknown-resource',
      ],
    ]);
  });

  it('reports a problem type whose status changed as breaking', () => {
    const findings = diffProblems((doc) => void (node(catalogue(doc), 'rate-limited')['status'] = 503));
    expect(findings.map((f) => [f.severity, f.rule, f.pointer, f.old, f.new])).toEqual([
      ['breaking', 'problem-type-changed', '/components/schemas/Problem/x-problem-types/rate-limited/status', 429, 503],
    ]);
  });

  it('reports a moved docs base as breaking for every problem type: their URIs change', () => {
    const findings = diffProblems((doc) => void (doc['externalDocs'] = { url: 'https://developer.example.com/docs/' }));
    expect(findings.filter((f) => f.severity === 'breaking').map((f) => f.old)).toEqual([
      'https://docs.example.com/problems/not-found',
      'https://docs.example.com/problems/rate-limited',
    ]);
  });
});

// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** A JSON Schema (2020-12 dialect, as OpenAPI 3.1 uses). */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/** One response of an operation: its media type and body schema, when it has a body. */
export interface ResponseDefinition {
  readonly contentType?: string;
  readonly schema?: JsonSchema;
}

/** The JSON schemas of one operation, by request part (Fastify's names) and response status. */
export interface RouteSchemas {
  readonly params?: JsonSchema;
  readonly querystring?: JsonSchema;
  readonly headers?: JsonSchema;
  readonly body?: JsonSchema;
  readonly responses: Readonly<Record<string, ResponseDefinition>>;
}

/** One operation of the OpenAPI document, as the server mounts it. */
export interface RouteDefinition {
  readonly operationId: OperationId;
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';
  /** The OpenAPI path template, e.g. `/identity/accounts/{id}`. */
  readonly path: string;
  /** The same path as Fastify routes it, e.g. `/identity/accounts/:id`. */
  readonly fastifyPath: string;
  /** `rest`: served under the REST base path (`/v1`); `origin`: the operation has servers of its own and is served at its path from the origin. */
  readonly base: 'rest' | 'origin';
  /** The one OAuth2 scope the operation requires; null for a public operation (`security: []`). */
  readonly scope: string | null;
  /** The media type of the request body, or null when the operation takes none. */
  readonly requestContentType: string | null;
  readonly schemas: RouteSchemas;
}

/** Every operationId of the document. */
export type OperationId = "listWidgets" | "createWidget" | "deleteWidget" | "issueToken";

/** The path of the document's servers: where the `rest` operations are served. */
export const REST_BASE_PATH = "/v1";

/** The `$id` of {@link SHARED_SCHEMAS}; route schemas reference `dap-openapi#/$defs/<Name>`. */
export const SHARED_SCHEMAS_ID = "dap-openapi";

/** The component schemas of the document, to register once (ajv, Fastify's serializer) under their `$id`. */
export const SHARED_SCHEMAS: { readonly $id: string; readonly $defs: Readonly<Record<string, JsonSchema>> } = {
  "$id": "dap-openapi",
  "$defs": {
    "Decimal": {
      "title": "Decimal",
      "type": "string",
      "pattern": "^[0-9]*\\.?[0-9]+$"
    },
    "Widget": {
      "type": "object",
      "required": [
        "id",
        "price"
      ],
      "properties": {
        "id": {
          "type": "string"
        },
        "price": {
          "$ref": "#/$defs/Decimal"
        },
        "description": {
          "type": "string"
        },
        "extras": {
          "type": "object",
          "additionalProperties": true
        }
      }
    },
    "WidgetRequest": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "price": {
          "$ref": "#/$defs/Decimal"
        },
        "total": {
          "$ref": "#/$defs/Decimal"
        },
        "tags": {
          "type": "object",
          "maxProperties": 2,
          "propertyNames": {
            "maxLength": 8
          },
          "additionalProperties": {
            "type": "string"
          }
        }
      },
      "oneOf": [
        {
          "title": "ByPrice",
          "required": [
            "price"
          ],
          "properties": {
            "price": {
              "$ref": "#/$defs/Decimal"
            }
          }
        },
        {
          "title": "ByTotal",
          "required": [
            "total"
          ],
          "properties": {
            "total": {
              "$ref": "#/$defs/Decimal"
            }
          }
        }
      ]
    },
    "Problem": {
      "type": "object",
      "required": [
        "type",
        "title",
        "status"
      ],
      "properties": {
        "type": {
          "type": "string"
        },
        "title": {
          "type": "string"
        },
        "status": {
          "type": "integer"
        },
        "meta": {
          "type": "object",
          "additionalProperties": true
        }
      }
    }
  }
};

/** Every operation of the document, by operationId, in document order. */
export const ROUTES: Readonly<Record<OperationId, RouteDefinition>> = {
  /** `GET /widgets`: List widgets */
  listWidgets: {
    operationId: "listWidgets",
    method: "GET",
    path: "/widgets",
    fastifyPath: "/widgets",
    base: "rest",
    scope: "widgets:read",
    requestContentType: null,
    schemas: {
      "querystring": {
        "type": "object",
        "properties": {
          "limit": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 10,
            "default": 5
          }
        }
      },
      "headers": {
        "type": "object",
        "properties": {
          "x-trace": {
            "type": "string"
          }
        },
        "required": [
          "x-trace"
        ]
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "type": "object",
            "required": [
              "items"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "dap-openapi#/$defs/Widget"
                }
              }
            }
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `POST /widgets`: Create a widget */
  createWidget: {
    operationId: "createWidget",
    method: "POST",
    path: "/widgets",
    fastifyPath: "/widgets",
    base: "rest",
    scope: "widgets:write",
    requestContentType: "application/json",
    schemas: {
      "body": {
        "$ref": "dap-openapi#/$defs/WidgetRequest"
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Widget"
          }
        },
        "409": {
          "contentType": "application/problem+json",
          "schema": {
            "allOf": [
              {
                "$ref": "dap-openapi#/$defs/Problem"
              },
              {
                "properties": {
                  "meta": {
                    "properties": {
                      "existing": {
                        "$ref": "dap-openapi#/$defs/Widget"
                      }
                    }
                  }
                }
              }
            ]
          }
        }
      }
    },
  },
  /** `DELETE /widgets/{id}` */
  deleteWidget: {
    operationId: "deleteWidget",
    method: "DELETE",
    path: "/widgets/{id}",
    fastifyPath: "/widgets/:id",
    base: "rest",
    scope: "widgets:read",
    requestContentType: null,
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "id"
        ]
      },
      "responses": {
        "204": {}
      }
    },
  },
  /** `POST /token` */
  issueToken: {
    operationId: "issueToken",
    method: "POST",
    path: "/token",
    fastifyPath: "/token",
    base: "origin",
    scope: null,
    requestContentType: "application/x-www-form-urlencoded",
    schemas: {
      "body": {
        "type": "object",
        "required": [
          "grant_type"
        ],
        "properties": {
          "grant_type": {
            "type": "string"
          },
          "secret": {
            "type": "string",
            "format": "password"
          }
        }
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "type": "object",
            "properties": {
              "access_token": {
                "type": "string"
              }
            }
          }
        }
      }
    },
  },
};

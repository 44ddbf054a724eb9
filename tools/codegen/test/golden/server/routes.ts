// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { JsonSchema, RouteDefinition } from '../route-definition.js';

/** Every operationId of Server fixture. */
export type OperationId = "listWidgets" | "createWidget" | "deleteWidget" | "issueToken";

/** The path of the document's servers: where its `rest` operations are served (its `origin` ones are served at their paths). */
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

/** Every operation of Server fixture, by operationId, in document order. */
export const ROUTES: Readonly<Record<OperationId, RouteDefinition<OperationId>>> = {
  /** `GET /widgets`: List widgets */
  listWidgets: {
    operationId: "listWidgets",
    method: "GET",
    path: "/widgets",
    fastifyPath: "/widgets",
    base: "rest",
    scope: "widgets:read",
    requestContentType: null,
    requestBodyRequired: false,
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
    requestBodyRequired: true,
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
    requestBodyRequired: false,
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
    deprecation: {
      "deprecatedAt": "2026-01-01",
      "sunset": "2026-06-01",
      "replacedBy": "archiveWidget",
      "link": "https://docs.example.com/changes.html"
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
    requestBodyRequired: true,
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

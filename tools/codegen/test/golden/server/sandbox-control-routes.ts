// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { JsonSchema, RouteDefinition } from '../route-definition.js';

/** Every operationId of Server fixture. */
export type ControlOperationId = "listWidgets" | "createWidget" | "deleteWidget";

/** The path of the document's servers: where its `rest` operations are served (its `origin` ones are served at their paths). */
export const CONTROL_REST_BASE_PATH = "";

/** The `$id` of {@link CONTROL_SHARED_SCHEMAS}; route schemas reference `dap-sandbox-control#/$defs/<Name>`. */
export const CONTROL_SHARED_SCHEMAS_ID = "dap-sandbox-control";

/** The component schemas of the document not shared with the Server fixture (those are its `SHARED_SCHEMAS`, which must be registered too), to register once (ajv, Fastify's serializer) under their `$id`. */
export const CONTROL_SHARED_SCHEMAS: { readonly $id: string; readonly $defs: Readonly<Record<string, JsonSchema>> } = {
  "$id": "dap-sandbox-control",
  "$defs": {
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
          "$ref": "dap-openapi#/$defs/Decimal"
        },
        "description": {
          "type": "string"
        },
        "extras": {
          "type": "object",
          "additionalProperties": true
        },
        "colour": {
          "type": "string"
        }
      }
    }
  }
};

/** Every operation of Server fixture, by operationId, in document order. */
export const CONTROL_ROUTES: Readonly<Record<ControlOperationId, RouteDefinition<ControlOperationId>>> = {
  /** `GET /widgets`: List widgets */
  listWidgets: {
    operationId: "listWidgets",
    method: "GET",
    path: "/widgets",
    fastifyPath: "/widgets",
    base: "origin",
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
                  "$ref": "dap-sandbox-control#/$defs/Widget"
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
    base: "origin",
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
            "$ref": "dap-sandbox-control#/$defs/Widget"
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
                        "$ref": "dap-sandbox-control#/$defs/Widget"
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
    base: "origin",
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
};

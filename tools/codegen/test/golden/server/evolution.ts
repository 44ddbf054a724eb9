// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** What the evolution of a response or frame reads: its schema, and the document its `#/components/schemas/…` references resolve in. */
export interface EvolutionTable<Key extends string> {
  readonly root: unknown;
  readonly schemas: Readonly<Record<Key, unknown>>;
}

/**
 * The JSON responses of the platform API, by `<operationId> <status>`, with the component schemas
 * they reference: only the keywords the evolution rules read (records, required fields, extensible enums).
 */
export const REST_EVOLUTION: EvolutionTable<string> = {
  "root": {
    "components": {
      "schemas": {
        "Decimal": {
          "title": "Decimal",
          "type": "string"
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
              "$ref": "#/components/schemas/Decimal"
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
              "$ref": "#/components/schemas/Decimal"
            },
            "total": {
              "$ref": "#/components/schemas/Decimal"
            },
            "tags": {
              "type": "object",
              "maxProperties": 2,
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
                  "$ref": "#/components/schemas/Decimal"
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
                  "$ref": "#/components/schemas/Decimal"
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
    }
  },
  "schemas": {
    "listWidgets 200": {
      "type": "object",
      "required": [
        "items"
      ],
      "properties": {
        "items": {
          "type": "array",
          "items": {
            "$ref": "#/components/schemas/Widget"
          }
        }
      }
    },
    "listWidgets 400": {
      "$ref": "#/components/schemas/Problem"
    },
    "createWidget 200": {
      "$ref": "#/components/schemas/Widget"
    },
    "createWidget 409": {
      "allOf": [
        {
          "$ref": "#/components/schemas/Problem"
        },
        {
          "properties": {
            "meta": {
              "properties": {
                "existing": {
                  "$ref": "#/components/schemas/Widget"
                }
              }
            }
          }
        }
      ]
    },
    "issueToken 200": {
      "type": "object",
      "properties": {
        "access_token": {
          "type": "string"
        }
      }
    }
  }
};

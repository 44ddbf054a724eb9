// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { JsonSchema, RouteDefinition } from '../route-definition.js';

/** Every operationId of Digital-Asset Platform Sandbox Control API. */
export type ControlOperationId = "getClock" | "advanceClock" | "getTransfer" | "completeTransfer" | "failTransfer" | "createCryptoDeposit" | "getBalances" | "setBalance" | "listFaults" | "createFault" | "clearFaults" | "disconnectStreams" | "moveMarket" | "resetSandbox" | "resetWholeSandbox" | "listTenants" | "createTenant" | "deleteTenant";

/** The path of the document's servers: where its `rest` operations are served (its `origin` ones are served at their paths). */
export const CONTROL_REST_BASE_PATH = "";

/** The `$id` of {@link CONTROL_SHARED_SCHEMAS}; route schemas reference `dap-sandbox-control#/$defs/<Name>`. */
export const CONTROL_SHARED_SCHEMAS_ID = "dap-sandbox-control";

/** The component schemas of the document not shared with the Digital-Asset Platform API (those are its `SHARED_SCHEMAS`, which must be registered too), to register once (ajv, Fastify's serializer) under their `$id`. */
export const CONTROL_SHARED_SCHEMAS: { readonly $id: string; readonly $defs: Readonly<Record<string, JsonSchema>> } = {
  "$id": "dap-sandbox-control",
  "$defs": {
    "Clock": {
      "title": "Clock",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "now"
      ],
      "properties": {
        "now": {
          "$ref": "dap-openapi#/$defs/DateTime"
        }
      }
    },
    "ClockAdvance": {
      "title": "ClockAdvance",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "seconds"
      ],
      "properties": {
        "seconds": {
          "type": "integer",
          "minimum": 1,
          "maximum": 31536000
        }
      }
    },
    "TransferFailure": {
      "title": "TransferFailure",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "reason"
      ],
      "properties": {
        "reason": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256
        }
      }
    },
    "CryptoDepositRequest": {
      "title": "CryptoDepositRequest",
      "oneOf": [
        {
          "title": "DepositToAddressId",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "deposit_address_id",
            "amount"
          ],
          "properties": {
            "deposit_address_id": {
              "$ref": "dap-openapi#/$defs/Uuid"
            },
            "amount": {
              "$ref": "dap-openapi#/$defs/Decimal"
            },
            "asset": {
              "$ref": "dap-openapi#/$defs/AssetCode"
            }
          }
        },
        {
          "title": "DepositToAddress",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "address",
            "crypto_network",
            "amount"
          ],
          "properties": {
            "address": {
              "$ref": "dap-openapi#/$defs/CryptoAddress"
            },
            "crypto_network": {
              "$ref": "dap-openapi#/$defs/CryptoNetwork"
            },
            "amount": {
              "$ref": "dap-openapi#/$defs/Decimal"
            },
            "asset": {
              "$ref": "dap-openapi#/$defs/AssetCode"
            }
          }
        }
      ]
    },
    "Balance": {
      "title": "Balance",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "asset",
        "available",
        "held"
      ],
      "properties": {
        "asset": {
          "$ref": "dap-openapi#/$defs/AssetCode"
        },
        "available": {
          "$ref": "dap-openapi#/$defs/Decimal"
        },
        "held": {
          "$ref": "dap-openapi#/$defs/Decimal"
        }
      }
    },
    "BalanceList": {
      "title": "BalanceList",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "balances"
      ],
      "properties": {
        "balances": {
          "type": "array",
          "maxItems": 1000,
          "items": {
            "$ref": "#/$defs/Balance"
          }
        }
      }
    },
    "BalanceUpdate": {
      "title": "BalanceUpdate",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "available"
      ],
      "properties": {
        "available": {
          "$ref": "dap-openapi#/$defs/Decimal"
        }
      }
    },
    "FaultOperation": {
      "title": "FaultOperation",
      "type": "string",
      "enum": [
        "createCryptoWithdrawal",
        "createDepositAddress",
        "createSandboxFiatDeposit",
        "listMonitoringAddresses",
        "listExecutions",
        "getAccount",
        "createToken",
        "stream"
      ]
    },
    "FaultStatus": {
      "title": "FaultStatus",
      "type": "integer",
      "enum": [
        429,
        500,
        503
      ]
    },
    "FaultDelay": {
      "title": "FaultDelay",
      "type": "integer",
      "minimum": 1,
      "maximum": 120000
    },
    "FaultTimes": {
      "title": "FaultTimes",
      "type": "integer",
      "minimum": 1,
      "maximum": 1000,
      "default": 1
    },
    "FaultRequest": {
      "title": "FaultRequest",
      "oneOf": [
        {
          "title": "FaultWithStatus",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "operation",
            "status"
          ],
          "properties": {
            "operation": {
              "$ref": "#/$defs/FaultOperation"
            },
            "status": {
              "$ref": "#/$defs/FaultStatus"
            },
            "retry_after": {
              "type": "integer",
              "minimum": 0,
              "maximum": 86400
            },
            "delay_ms": {
              "$ref": "#/$defs/FaultDelay"
            },
            "after_processing": {
              "type": "boolean"
            },
            "times": {
              "$ref": "#/$defs/FaultTimes"
            }
          }
        },
        {
          "title": "FaultWithDelay",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "operation",
            "delay_ms"
          ],
          "properties": {
            "operation": {
              "$ref": "#/$defs/FaultOperation"
            },
            "delay_ms": {
              "$ref": "#/$defs/FaultDelay"
            },
            "times": {
              "$ref": "#/$defs/FaultTimes"
            }
          }
        }
      ]
    },
    "Fault": {
      "title": "Fault",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "operation",
        "after_processing",
        "times",
        "remaining",
        "created_at"
      ],
      "properties": {
        "id": {
          "$ref": "dap-openapi#/$defs/Uuid"
        },
        "operation": {
          "$ref": "#/$defs/FaultOperation"
        },
        "status": {
          "$ref": "#/$defs/FaultStatus"
        },
        "retry_after": {
          "type": "integer",
          "minimum": 0,
          "maximum": 86400
        },
        "delay_ms": {
          "type": "integer",
          "minimum": 1,
          "maximum": 120000
        },
        "after_processing": {
          "type": "boolean"
        },
        "times": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000
        },
        "remaining": {
          "type": "integer",
          "minimum": 0,
          "maximum": 1000
        },
        "created_at": {
          "$ref": "dap-openapi#/$defs/DateTime"
        }
      }
    },
    "FaultList": {
      "title": "FaultList",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "faults"
      ],
      "properties": {
        "faults": {
          "type": "array",
          "maxItems": 100,
          "items": {
            "$ref": "#/$defs/Fault"
          }
        }
      }
    },
    "StreamCloseCode": {
      "title": "StreamCloseCode",
      "type": "integer",
      "enum": [
        1001,
        1011,
        1012,
        1013
      ]
    },
    "StreamDisconnect": {
      "title": "StreamDisconnect",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "code"
      ],
      "properties": {
        "code": {
          "$ref": "#/$defs/StreamCloseCode"
        },
        "client_id": {
          "$ref": "dap-openapi#/$defs/Identifier"
        }
      }
    },
    "StreamDisconnectResult": {
      "title": "StreamDisconnectResult",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "closed"
      ],
      "properties": {
        "closed": {
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "SignedDecimal": {
      "title": "SignedDecimal",
      "type": "string",
      "maxLength": 64,
      "pattern": "^-?[0-9]*\\.?[0-9]+$"
    },
    "MarketMove": {
      "title": "MarketMove",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "by"
      ],
      "properties": {
        "by": {
          "$ref": "#/$defs/SignedDecimal"
        }
      }
    },
    "PriceLevel": {
      "title": "PriceLevel",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "price",
        "amount"
      ],
      "properties": {
        "price": {
          "$ref": "dap-openapi#/$defs/Decimal"
        },
        "amount": {
          "$ref": "dap-openapi#/$defs/Decimal"
        }
      }
    },
    "TopOfBook": {
      "title": "TopOfBook",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "market",
        "type",
        "timestamp",
        "bids",
        "asks"
      ],
      "properties": {
        "market": {
          "$ref": "#/$defs/MarketSymbol"
        },
        "type": {
          "$ref": "#/$defs/TopOfBookType"
        },
        "timestamp": {
          "$ref": "#/$defs/TimestampNanos"
        },
        "bids": {
          "type": "array",
          "maxItems": 1,
          "items": {
            "$ref": "#/$defs/PriceLevel"
          }
        },
        "asks": {
          "type": "array",
          "maxItems": 1,
          "items": {
            "$ref": "#/$defs/PriceLevel"
          }
        }
      }
    },
    "TenantRequest": {
      "title": "TenantRequest",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 140,
          "pattern": "^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$"
        },
        "settle_after_seconds": {
          "type": "integer",
          "minimum": 0,
          "maximum": 31536000
        },
        "evolve_seed": {
          "type": "string",
          "minLength": 1,
          "maxLength": 32,
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        }
      }
    },
    "Tenant": {
      "title": "Tenant",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "name",
        "customer_id"
      ],
      "properties": {
        "id": {
          "$ref": "dap-openapi#/$defs/Uuid"
        },
        "name": {
          "type": "string",
          "maxLength": 140,
          "pattern": "^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$"
        },
        "customer_id": {
          "allOf": [
            {
              "$ref": "dap-openapi#/$defs/Identifier"
            }
          ]
        }
      }
    },
    "TenantList": {
      "title": "TenantList",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "tenants"
      ],
      "properties": {
        "tenants": {
          "type": "array",
          "maxItems": 100000,
          "items": {
            "$ref": "#/$defs/Tenant"
          }
        }
      }
    },
    "NewTenant": {
      "title": "NewTenant",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "name",
        "customer_id",
        "clients",
        "profiles",
        "accounts"
      ],
      "properties": {
        "id": {
          "$ref": "dap-openapi#/$defs/Uuid"
        },
        "name": {
          "type": "string",
          "maxLength": 140,
          "pattern": "^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$"
        },
        "customer_id": {
          "allOf": [
            {
              "$ref": "dap-openapi#/$defs/Identifier"
            }
          ]
        },
        "clients": {
          "type": "array",
          "minItems": 1,
          "maxItems": 10,
          "items": {
            "$ref": "#/$defs/TenantClient"
          }
        },
        "profiles": {
          "type": "array",
          "minItems": 1,
          "maxItems": 100,
          "items": {
            "$ref": "#/$defs/TenantProfile"
          }
        },
        "accounts": {
          "type": "array",
          "maxItems": 100,
          "items": {
            "$ref": "#/$defs/TenantAccount"
          }
        }
      }
    },
    "TenantClient": {
      "title": "TenantClient",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "client_id",
        "client_secret",
        "scopes"
      ],
      "properties": {
        "client_id": {
          "$ref": "dap-openapi#/$defs/Identifier"
        },
        "client_secret": {
          "type": "string",
          "maxLength": 256,
          "pattern": "^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$"
        },
        "scopes": {
          "type": "array",
          "maxItems": 100,
          "items": {
            "type": "string",
            "maxLength": 128
          }
        }
      }
    },
    "TenantProfile": {
      "title": "TenantProfile",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "memo_id",
        "balances"
      ],
      "properties": {
        "id": {
          "$ref": "dap-openapi#/$defs/Identifier"
        },
        "memo_id": {
          "$ref": "dap-openapi#/$defs/Identifier"
        },
        "balances": {
          "type": "object",
          "maxProperties": 100,
          "propertyNames": {
            "$ref": "dap-openapi#/$defs/AssetCode"
          },
          "additionalProperties": {
            "$ref": "dap-openapi#/$defs/Decimal"
          }
        }
      }
    },
    "TenantAccount": {
      "title": "TenantAccount",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "type"
      ],
      "properties": {
        "id": {
          "$ref": "dap-openapi#/$defs/Identifier"
        },
        "type": {
          "$ref": "dap-openapi#/$defs/AccountType"
        }
      }
    },
    "MarketSymbol": {
      "title": "MarketSymbol",
      "type": "string",
      "maxLength": 20,
      "pattern": "^[A-Z0-9]{2,20}$"
    },
    "TopOfBookType": {
      "title": "TopOfBookType",
      "type": "string",
      "enum": [
        "TOP_OF_BOOK"
      ]
    },
    "TimestampNanos": {
      "title": "TimestampNanos",
      "type": "string",
      "format": "date-time",
      "maxLength": 64,
      "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{9}(Z|[+-]\\d{2}:\\d{2})$"
    }
  }
};

/** Every operation of Digital-Asset Platform Sandbox Control API, by operationId, in document order. */
export const CONTROL_ROUTES: Readonly<Record<ControlOperationId, RouteDefinition<ControlOperationId>>> = {
  /** `GET /sandbox-control/clock`: Read the sandbox clock */
  getClock: {
    operationId: "getClock",
    method: "GET",
    path: "/sandbox-control/clock",
    fastifyPath: "/sandbox-control/clock",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Clock"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `POST /sandbox-control/clock/advance`: Move the sandbox clock forward */
  advanceClock: {
    operationId: "advanceClock",
    method: "POST",
    path: "/sandbox-control/clock/advance",
    fastifyPath: "/sandbox-control/clock/advance",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: "application/json",
    requestBodyRequired: true,
    schemas: {
      "body": {
        "$ref": "dap-sandbox-control#/$defs/ClockAdvance"
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Clock"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `GET /sandbox-control/transfers/{id}`: Read a transfer */
  getTransfer: {
    operationId: "getTransfer",
    method: "GET",
    path: "/sandbox-control/transfers/{id}",
    fastifyPath: "/sandbox-control/transfers/:id",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "dap-openapi#/$defs/Identifier"
          }
        },
        "required": [
          "id"
        ]
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Transfer"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `POST /sandbox-control/transfers/{id}/complete`: Complete a pending transfer now */
  completeTransfer: {
    operationId: "completeTransfer",
    method: "POST",
    path: "/sandbox-control/transfers/{id}/complete",
    fastifyPath: "/sandbox-control/transfers/:id/complete",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "dap-openapi#/$defs/Identifier"
          }
        },
        "required": [
          "id"
        ]
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Transfer"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "409": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `POST /sandbox-control/transfers/{id}/fail`: Fail a pending transfer now */
  failTransfer: {
    operationId: "failTransfer",
    method: "POST",
    path: "/sandbox-control/transfers/{id}/fail",
    fastifyPath: "/sandbox-control/transfers/:id/fail",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: "application/json",
    requestBodyRequired: true,
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "dap-openapi#/$defs/Identifier"
          }
        },
        "required": [
          "id"
        ]
      },
      "body": {
        "$ref": "dap-sandbox-control#/$defs/TransferFailure"
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Transfer"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "409": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `POST /sandbox-control/crypto-deposits`: Receive a crypto deposit */
  createCryptoDeposit: {
    operationId: "createCryptoDeposit",
    method: "POST",
    path: "/sandbox-control/crypto-deposits",
    fastifyPath: "/sandbox-control/crypto-deposits",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: "application/json",
    requestBodyRequired: true,
    schemas: {
      "body": {
        "$ref": "dap-sandbox-control#/$defs/CryptoDepositRequest"
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Transfer"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `GET /sandbox-control/profiles/{id}/balances`: Read a profile's balances */
  getBalances: {
    operationId: "getBalances",
    method: "GET",
    path: "/sandbox-control/profiles/{id}/balances",
    fastifyPath: "/sandbox-control/profiles/:id/balances",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "dap-openapi#/$defs/Identifier"
          }
        },
        "required": [
          "id"
        ]
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/BalanceList"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `PUT /sandbox-control/profiles/{id}/balances/{asset}`: Set a profile's balance of an asset */
  setBalance: {
    operationId: "setBalance",
    method: "PUT",
    path: "/sandbox-control/profiles/{id}/balances/{asset}",
    fastifyPath: "/sandbox-control/profiles/:id/balances/:asset",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: "application/json",
    requestBodyRequired: true,
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "dap-openapi#/$defs/Identifier"
          },
          "asset": {
            "$ref": "dap-openapi#/$defs/AssetCode"
          }
        },
        "required": [
          "id",
          "asset"
        ]
      },
      "body": {
        "$ref": "dap-sandbox-control#/$defs/BalanceUpdate"
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Balance"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `GET /sandbox-control/faults`: List the armed faults */
  listFaults: {
    operationId: "listFaults",
    method: "GET",
    path: "/sandbox-control/faults",
    fastifyPath: "/sandbox-control/faults",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/FaultList"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `POST /sandbox-control/faults`: Arm a fault */
  createFault: {
    operationId: "createFault",
    method: "POST",
    path: "/sandbox-control/faults",
    fastifyPath: "/sandbox-control/faults",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: "application/json",
    requestBodyRequired: true,
    schemas: {
      "body": {
        "$ref": "dap-sandbox-control#/$defs/FaultRequest"
      },
      "responses": {
        "201": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Fault"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "409": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `DELETE /sandbox-control/faults`: Disarm every fault */
  clearFaults: {
    operationId: "clearFaults",
    method: "DELETE",
    path: "/sandbox-control/faults",
    fastifyPath: "/sandbox-control/faults",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "responses": {
        "204": {},
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `POST /sandbox-control/streams/disconnect`: Close WebSocket connections */
  disconnectStreams: {
    operationId: "disconnectStreams",
    method: "POST",
    path: "/sandbox-control/streams/disconnect",
    fastifyPath: "/sandbox-control/streams/disconnect",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: "application/json",
    requestBodyRequired: true,
    schemas: {
      "body": {
        "$ref": "dap-sandbox-control#/$defs/StreamDisconnect"
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/StreamDisconnectResult"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `POST /sandbox-control/markets/{market}/move`: Move a market */
  moveMarket: {
    operationId: "moveMarket",
    method: "POST",
    path: "/sandbox-control/markets/{market}/move",
    fastifyPath: "/sandbox-control/markets/:market/move",
    base: "origin",
    scope: "sandbox:admin",
    requestContentType: "application/json",
    requestBodyRequired: true,
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "market": {
            "$ref": "dap-sandbox-control#/$defs/MarketSymbol"
          }
        },
        "required": [
          "market"
        ]
      },
      "body": {
        "$ref": "dap-sandbox-control#/$defs/MarketMove"
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/TopOfBook"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `POST /sandbox-control/reset`: Reset your tenant */
  resetSandbox: {
    operationId: "resetSandbox",
    method: "POST",
    path: "/sandbox-control/reset",
    fastifyPath: "/sandbox-control/reset",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "responses": {
        "204": {},
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `POST /sandbox-control/admin/reset`: Reset the whole sandbox */
  resetWholeSandbox: {
    operationId: "resetWholeSandbox",
    method: "POST",
    path: "/sandbox-control/admin/reset",
    fastifyPath: "/sandbox-control/admin/reset",
    base: "origin",
    scope: "sandbox:admin",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "responses": {
        "204": {},
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `GET /sandbox-control/tenants`: List the tenants */
  listTenants: {
    operationId: "listTenants",
    method: "GET",
    path: "/sandbox-control/tenants",
    fastifyPath: "/sandbox-control/tenants",
    base: "origin",
    scope: "sandbox:admin",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/TenantList"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `POST /sandbox-control/tenants`: Make a tenant */
  createTenant: {
    operationId: "createTenant",
    method: "POST",
    path: "/sandbox-control/tenants",
    fastifyPath: "/sandbox-control/tenants",
    base: "origin",
    scope: "sandbox:admin",
    requestContentType: "application/json",
    requestBodyRequired: false,
    schemas: {
      "body": {
        "$ref": "dap-sandbox-control#/$defs/TenantRequest"
      },
      "responses": {
        "201": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/NewTenant"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `DELETE /sandbox-control/tenants/{id}`: Delete a tenant */
  deleteTenant: {
    operationId: "deleteTenant",
    method: "DELETE",
    path: "/sandbox-control/tenants/{id}",
    fastifyPath: "/sandbox-control/tenants/:id",
    base: "origin",
    scope: "sandbox:admin",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "dap-openapi#/$defs/Identifier"
          }
        },
        "required": [
          "id"
        ]
      },
      "responses": {
        "204": {},
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "500": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        },
        "503": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-openapi#/$defs/Problem"
          }
        }
      }
    },
  },
};

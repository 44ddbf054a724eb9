// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { JsonSchema, RouteDefinition } from '../route-definition.js';

/** Every operationId of Digital-Asset Platform Sandbox Control API. */
export type ControlOperationId = "getClock" | "advanceClock" | "getTransfer" | "completeTransfer" | "failTransfer" | "createCryptoDeposit" | "getBalances" | "setBalance" | "listFaults" | "createFault" | "clearFaults" | "disconnectStreams" | "moveMarket" | "resetSandbox";

/** The path of the document's servers: where its `rest` operations are served (its `origin` ones are served at their paths). */
export const CONTROL_REST_BASE_PATH = "";

/** The `$id` of {@link CONTROL_SHARED_SCHEMAS}; route schemas reference `dap-sandbox-control#/$defs/<Name>`. */
export const CONTROL_SHARED_SCHEMAS_ID = "dap-sandbox-control";

/** The component schemas of the document, to register once (ajv, Fastify's serializer) under their `$id`. */
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
          "$ref": "#/$defs/DateTime"
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
              "$ref": "#/$defs/Uuid"
            },
            "amount": {
              "$ref": "#/$defs/Decimal"
            },
            "asset": {
              "$ref": "#/$defs/AssetCode"
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
              "$ref": "#/$defs/CryptoAddress"
            },
            "crypto_network": {
              "$ref": "#/$defs/CryptoNetwork"
            },
            "amount": {
              "$ref": "#/$defs/Decimal"
            },
            "asset": {
              "$ref": "#/$defs/AssetCode"
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
          "$ref": "#/$defs/AssetCode"
        },
        "available": {
          "$ref": "#/$defs/Decimal"
        },
        "held": {
          "$ref": "#/$defs/Decimal"
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
          "$ref": "#/$defs/Decimal"
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
    "FaultRequest": {
      "title": "FaultRequest",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "operation"
      ],
      "allOf": [
        {
          "anyOf": [
            {
              "title": "FaultWithStatus",
              "required": [
                "status"
              ],
              "properties": {
                "status": {
                  "$ref": "#/$defs/FaultStatus"
                }
              }
            },
            {
              "title": "FaultWithDelay",
              "required": [
                "delay_ms"
              ],
              "properties": {
                "delay_ms": {
                  "type": "integer"
                }
              }
            }
          ]
        }
      ],
      "dependentRequired": {
        "retry_after": [
          "status"
        ]
      },
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
          "type": "integer",
          "minimum": 1,
          "maximum": 120000
        },
        "times": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000,
          "default": 1
        }
      }
    },
    "Fault": {
      "title": "Fault",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "operation",
        "times",
        "remaining",
        "created_at"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/Uuid"
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
          "$ref": "#/$defs/DateTime"
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
          "maxItems": 1000,
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
          "$ref": "#/$defs/Identifier"
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
          "$ref": "#/$defs/Decimal"
        },
        "amount": {
          "$ref": "#/$defs/Decimal"
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
    "DateTime": {
      "title": "DateTime",
      "type": "string",
      "format": "date-time",
      "maxLength": 64
    },
    "Problem": {
      "title": "Problem",
      "type": "object",
      "required": [
        "type",
        "title",
        "status"
      ],
      "properties": {
        "type": {
          "type": "string",
          "format": "uri-reference",
          "maxLength": 2048,
          "default": "about:blank"
        },
        "title": {
          "type": "string",
          "maxLength": 256
        },
        "status": {
          "type": "integer",
          "minimum": 400,
          "maximum": 599
        },
        "detail": {
          "type": "string",
          "maxLength": 4096
        },
        "instance": {
          "type": "string",
          "format": "uri-reference",
          "maxLength": 2048
        },
        "meta": {
          "type": "object",
          "additionalProperties": true
        }
      }
    },
    "ValidationError": {
      "title": "ValidationError",
      "type": "object",
      "required": [
        "pointer",
        "message"
      ],
      "properties": {
        "pointer": {
          "type": "string",
          "maxLength": 1024,
          "pattern": "^/(body|query|path|header)(/.*)?$"
        },
        "message": {
          "type": "string",
          "maxLength": 1024
        }
      }
    },
    "ValidationProblem": {
      "title": "ValidationProblem",
      "allOf": [
        {
          "$ref": "#/$defs/Problem"
        },
        {
          "type": "object",
          "required": [
            "meta"
          ],
          "properties": {
            "meta": {
              "type": "object",
              "required": [
                "errors"
              ],
              "properties": {
                "errors": {
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "$ref": "#/$defs/ValidationError"
                  }
                }
              }
            }
          }
        }
      ]
    },
    "Identifier": {
      "title": "Identifier",
      "type": "string",
      "maxLength": 128,
      "pattern": "^[^\\u0000\\uD800-\\uDFFF]*$"
    },
    "Decimal": {
      "title": "Decimal",
      "type": "string",
      "maxLength": 64,
      "pattern": "^[0-9]*\\.?[0-9]+$"
    },
    "AssetCode": {
      "title": "AssetCode",
      "type": "string",
      "maxLength": 32,
      "pattern": "^[^\\u0000\\uD800-\\uDFFF]*$"
    },
    "TransferDirection": {
      "title": "TransferDirection",
      "type": "string",
      "enum": [
        "CREDIT",
        "DEBIT"
      ]
    },
    "TransferType": {
      "title": "TransferType",
      "type": "string",
      "enum": [
        "INTERNAL_TRANSFER_DEBIT",
        "INTERNAL_TRANSFER_CREDIT",
        "CRYPTO_DEPOSIT",
        "CRYPTO_WITHDRAWAL",
        "WIRE_DEPOSIT",
        "WIRE_WITHDRAWAL",
        "SEN_DEPOSIT",
        "SEN_WITHDRAWAL",
        "BANK_DEPOSIT",
        "BANK_WITHDRAWAL",
        "PLATFORM_TRANSFER_DEBIT",
        "PLATFORM_TRANSFER_CREDIT",
        "SIGNET_DEPOSIT",
        "SIGNET_WITHDRAWAL",
        "CBIT_WITHDRAWAL",
        "CBIT_DEPOSIT",
        "CUBIX_DEPOSIT",
        "CUBIX_WITHDRAWAL",
        "RTP_DEPOSIT"
      ]
    },
    "TransferStatus": {
      "title": "TransferStatus",
      "type": "string",
      "enum": [
        "PENDING",
        "COMPLETED",
        "FAILED"
      ]
    },
    "Metadata": {
      "title": "Metadata",
      "type": "object",
      "maxProperties": 6,
      "propertyNames": {
        "maxLength": 100
      },
      "additionalProperties": {
        "type": "string",
        "maxLength": 100
      }
    },
    "CryptoAddress": {
      "title": "CryptoAddress",
      "type": "string",
      "maxLength": 128,
      "pattern": "^[^\\u0000\\uD800-\\uDFFF]*$"
    },
    "CryptoNetwork": {
      "title": "CryptoNetwork",
      "type": "string",
      "enum": [
        "BITCOIN",
        "ETHEREUM",
        "BITCOIN_CASH",
        "LITECOIN",
        "SOLANA",
        "POLYGON_POS",
        "BASE",
        "ARBITRUM_ONE",
        "STELLAR",
        "INK",
        "XLAYER"
      ]
    },
    "Uuid": {
      "title": "Uuid",
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "Transfer": {
      "title": "Transfer",
      "type": "object",
      "required": [
        "id",
        "customer_id",
        "profile_id",
        "amount",
        "total",
        "fee",
        "asset",
        "direction",
        "type",
        "status",
        "created_at",
        "updated_at"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/Identifier"
        },
        "customer_id": {
          "$ref": "#/$defs/Identifier"
        },
        "profile_id": {
          "$ref": "#/$defs/Identifier"
        },
        "amount": {
          "$ref": "#/$defs/Decimal"
        },
        "total": {
          "$ref": "#/$defs/Decimal"
        },
        "fee": {
          "$ref": "#/$defs/Decimal"
        },
        "asset": {
          "$ref": "#/$defs/AssetCode"
        },
        "direction": {
          "$ref": "#/$defs/TransferDirection"
        },
        "type": {
          "$ref": "#/$defs/TransferType"
        },
        "status": {
          "$ref": "#/$defs/TransferStatus"
        },
        "created_at": {
          "$ref": "#/$defs/DateTime"
        },
        "updated_at": {
          "$ref": "#/$defs/DateTime"
        },
        "identity_id": {
          "$ref": "#/$defs/Identifier"
        },
        "ref_id": {
          "$ref": "#/$defs/Identifier"
        },
        "balance_asset": {
          "$ref": "#/$defs/AssetCode"
        },
        "secondary_status": {
          "type": "object",
          "additionalProperties": true
        },
        "status_details": {
          "type": "object",
          "additionalProperties": true
        },
        "metadata": {
          "$ref": "#/$defs/Metadata"
        },
        "destination_address": {
          "$ref": "#/$defs/CryptoAddress"
        },
        "crypto_network": {
          "$ref": "#/$defs/CryptoNetwork"
        },
        "crypto_tx_hash": {
          "type": "string",
          "maxLength": 128
        },
        "crypto_tx_index": {
          "type": "string",
          "maxLength": 128
        },
        "account_id": {
          "$ref": "#/$defs/Identifier"
        },
        "auto_conversion": {
          "type": "object",
          "additionalProperties": true
        },
        "group_id": {
          "$ref": "#/$defs/Identifier"
        },
        "fiat_account_id": {
          "$ref": "#/$defs/Uuid"
        },
        "notional_value": {
          "$ref": "#/$defs/Decimal"
        },
        "memo": {
          "type": "string",
          "maxLength": 128
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
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
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
            "$ref": "dap-sandbox-control#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
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
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "dap-sandbox-control#/$defs/Identifier"
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
            "$ref": "dap-sandbox-control#/$defs/Transfer"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
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
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "dap-sandbox-control#/$defs/Identifier"
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
            "$ref": "dap-sandbox-control#/$defs/Transfer"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "409": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
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
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "dap-sandbox-control#/$defs/Identifier"
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
            "$ref": "dap-sandbox-control#/$defs/Transfer"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "409": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
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
    schemas: {
      "body": {
        "$ref": "dap-sandbox-control#/$defs/CryptoDepositRequest"
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Transfer"
          }
        },
        "400": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
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
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "dap-sandbox-control#/$defs/Identifier"
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
            "$ref": "dap-sandbox-control#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
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
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "dap-sandbox-control#/$defs/Identifier"
          },
          "asset": {
            "$ref": "dap-sandbox-control#/$defs/AssetCode"
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
            "$ref": "dap-sandbox-control#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
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
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
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
            "$ref": "dap-sandbox-control#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
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
    schemas: {
      "responses": {
        "204": {},
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
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
            "$ref": "dap-sandbox-control#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
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
    scope: "sandbox:control",
    requestContentType: "application/json",
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
            "$ref": "dap-sandbox-control#/$defs/ValidationProblem"
          }
        },
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "404": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "413": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "415": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        }
      }
    },
  },
  /** `POST /sandbox-control/reset`: Reset the sandbox */
  resetSandbox: {
    operationId: "resetSandbox",
    method: "POST",
    path: "/sandbox-control/reset",
    fastifyPath: "/sandbox-control/reset",
    base: "origin",
    scope: "sandbox:control",
    requestContentType: null,
    schemas: {
      "responses": {
        "204": {},
        "401": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "403": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        },
        "429": {
          "contentType": "application/problem+json",
          "schema": {
            "$ref": "dap-sandbox-control#/$defs/Problem"
          }
        }
      }
    },
  },
};

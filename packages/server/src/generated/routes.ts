// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { JsonSchema, RouteDefinition } from '../route-definition.js';

/** Every operationId of Digital-Asset Platform API. */
export type OperationId = "createCryptoWithdrawal" | "createDepositAddress" | "createSandboxFiatDeposit" | "listMonitoringAddresses" | "listExecutions" | "getAccount" | "createToken";

/** The path of the document's servers: where its `rest` operations are served (its `origin` ones are served at their paths). */
export const REST_BASE_PATH = "/v2";

/** The `$id` of {@link SHARED_SCHEMAS}; route schemas reference `dap-openapi#/$defs/<Name>`. */
export const SHARED_SCHEMAS_ID = "dap-openapi";

/** The component schemas of the document, to register once (ajv, Fastify's serializer) under their `$id`. */
export const SHARED_SCHEMAS: { readonly $id: string; readonly $defs: Readonly<Record<string, JsonSchema>> } = {
  "$id": "dap-openapi",
  "$defs": {
    "Identifier": {
      "title": "Identifier",
      "type": "string",
      "minLength": 1,
      "maxLength": 128,
      "pattern": "^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$"
    },
    "CryptoAddress": {
      "title": "CryptoAddress",
      "type": "string",
      "minLength": 1,
      "maxLength": 128,
      "pattern": "^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$"
    },
    "AssetCode": {
      "title": "AssetCode",
      "type": "string",
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$"
    },
    "Uuid": {
      "title": "Uuid",
      "type": "string",
      "format": "uuid",
      "maxLength": 36
    },
    "DateTime": {
      "title": "DateTime",
      "type": "string",
      "format": "date-time",
      "maxLength": 64
    },
    "Cursor": {
      "title": "Cursor",
      "type": "string",
      "maxLength": 1024
    },
    "ExecutionId": {
      "title": "ExecutionId",
      "type": "string",
      "pattern": "^[0-9]+$",
      "maxLength": 32
    },
    "Decimal": {
      "title": "Decimal",
      "type": "string",
      "maxLength": 64,
      "pattern": "^[0-9]*\\.?[0-9]+$"
    },
    "PositiveDecimal": {
      "title": "PositiveDecimal",
      "type": "string",
      "maxLength": 64,
      "pattern": "^(?:[0-9]*[1-9][0-9]*(?:\\.[0-9]+)?|[0-9]*\\.[0-9]*[1-9][0-9]*)$"
    },
    "FiatAmount": {
      "title": "FiatAmount",
      "type": "string",
      "maxLength": 32,
      "pattern": "^(?:[0-9]*[1-9][0-9]*(?:\\.[0-9]{1,2})?|0*\\.(?:[1-9][0-9]?|0[1-9]))$"
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
    "MonitoringCryptoNetwork": {
      "title": "MonitoringCryptoNetwork",
      "type": "string",
      "enum": [
        "ETHEREUM",
        "SOLANA",
        "INK",
        "XLAYER"
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
    "CryptoWithdrawalRequest": {
      "title": "CryptoWithdrawalRequest",
      "oneOf": [
        {
          "$ref": "#/$defs/WithdrawalByAmount"
        },
        {
          "$ref": "#/$defs/WithdrawalByTotal"
        }
      ]
    },
    "WithdrawalByAmount": {
      "title": "WithdrawalByAmount",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "profile_id",
        "destination_address",
        "asset",
        "crypto_network",
        "amount"
      ],
      "properties": {
        "profile_id": {
          "$ref": "#/$defs/Identifier"
        },
        "destination_address": {
          "$ref": "#/$defs/CryptoAddress"
        },
        "asset": {
          "$ref": "#/$defs/AssetCode"
        },
        "crypto_network": {
          "$ref": "#/$defs/CryptoNetwork"
        },
        "ref_id": {
          "$ref": "#/$defs/Identifier"
        },
        "identity_id": {
          "$ref": "#/$defs/Identifier"
        },
        "balance_asset": {
          "$ref": "#/$defs/AssetCode"
        },
        "metadata": {
          "$ref": "#/$defs/Metadata"
        },
        "account_id": {
          "$ref": "#/$defs/Identifier"
        },
        "fee_id": {
          "$ref": "#/$defs/Identifier"
        },
        "amount": {
          "$ref": "#/$defs/PositiveDecimal"
        },
        "beneficiary": {
          "$ref": "#/$defs/Beneficiary"
        },
        "memo": {
          "type": "string",
          "maxLength": 128
        }
      }
    },
    "WithdrawalByTotal": {
      "title": "WithdrawalByTotal",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "profile_id",
        "destination_address",
        "asset",
        "crypto_network",
        "total"
      ],
      "properties": {
        "profile_id": {
          "$ref": "#/$defs/Identifier"
        },
        "destination_address": {
          "$ref": "#/$defs/CryptoAddress"
        },
        "asset": {
          "$ref": "#/$defs/AssetCode"
        },
        "crypto_network": {
          "$ref": "#/$defs/CryptoNetwork"
        },
        "ref_id": {
          "$ref": "#/$defs/Identifier"
        },
        "identity_id": {
          "$ref": "#/$defs/Identifier"
        },
        "balance_asset": {
          "$ref": "#/$defs/AssetCode"
        },
        "metadata": {
          "$ref": "#/$defs/Metadata"
        },
        "account_id": {
          "$ref": "#/$defs/Identifier"
        },
        "fee_id": {
          "$ref": "#/$defs/Identifier"
        },
        "total": {
          "$ref": "#/$defs/PositiveDecimal"
        },
        "beneficiary": {
          "$ref": "#/$defs/Beneficiary"
        },
        "memo": {
          "type": "string",
          "maxLength": 128
        }
      }
    },
    "Beneficiary": {
      "title": "Beneficiary",
      "oneOf": [
        {
          "$ref": "#/$defs/BeneficiaryPerson"
        },
        {
          "$ref": "#/$defs/BeneficiaryInstitution"
        }
      ]
    },
    "BeneficiaryPerson": {
      "title": "BeneficiaryPerson",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "person_details"
      ],
      "properties": {
        "person_details": {
          "$ref": "#/$defs/PersonDetails"
        }
      }
    },
    "BeneficiaryInstitution": {
      "title": "BeneficiaryInstitution",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "institution_details"
      ],
      "properties": {
        "institution_details": {
          "$ref": "#/$defs/InstitutionDetails"
        }
      }
    },
    "ConversionTargetAsset": {
      "title": "ConversionTargetAsset",
      "type": "string",
      "enum": [
        "NO_CONVERSION",
        "USD"
      ]
    },
    "DepositAddressRequest": {
      "title": "DepositAddressRequest",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "profile_id",
        "crypto_network"
      ],
      "properties": {
        "profile_id": {
          "$ref": "#/$defs/Identifier"
        },
        "crypto_network": {
          "$ref": "#/$defs/CryptoNetwork"
        },
        "identity_id": {
          "$ref": "#/$defs/Identifier"
        },
        "ref_id": {
          "$ref": "#/$defs/Identifier"
        },
        "metadata": {
          "$ref": "#/$defs/Metadata"
        },
        "account_id": {
          "$ref": "#/$defs/Identifier"
        },
        "conversion_target_asset": {
          "$ref": "#/$defs/ConversionTargetAsset",
          "default": "NO_CONVERSION"
        }
      }
    },
    "DepositAddress": {
      "title": "DepositAddress",
      "type": "object",
      "required": [
        "id",
        "profile_id",
        "customer_id",
        "crypto_network",
        "address",
        "conversion_target_asset",
        "created_at"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/Uuid"
        },
        "profile_id": {
          "$ref": "#/$defs/Identifier"
        },
        "customer_id": {
          "$ref": "#/$defs/Identifier"
        },
        "crypto_network": {
          "$ref": "#/$defs/CryptoNetwork"
        },
        "address": {
          "$ref": "#/$defs/CryptoAddress"
        },
        "conversion_target_asset": {
          "$ref": "#/$defs/ConversionTargetAsset"
        },
        "created_at": {
          "$ref": "#/$defs/DateTime"
        },
        "identity_id": {
          "$ref": "#/$defs/Identifier"
        },
        "ref_id": {
          "$ref": "#/$defs/Identifier"
        },
        "metadata": {
          "$ref": "#/$defs/Metadata"
        },
        "account_id": {
          "$ref": "#/$defs/Identifier"
        },
        "compatible_crypto_networks": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "$ref": "#/$defs/CryptoNetwork"
          }
        }
      }
    },
    "Address": {
      "title": "Address",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "country"
      ],
      "properties": {
        "country": {
          "$ref": "#/$defs/AddressLine"
        },
        "address1": {
          "$ref": "#/$defs/AddressLine"
        },
        "address2": {
          "$ref": "#/$defs/AddressLine"
        },
        "city": {
          "$ref": "#/$defs/AddressLine"
        },
        "province": {
          "$ref": "#/$defs/AddressLine"
        },
        "zip_code": {
          "$ref": "#/$defs/AddressLine"
        }
      }
    },
    "RoutingDetails": {
      "title": "RoutingDetails",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "routing_number_type",
        "routing_number",
        "bank_name",
        "bank_address"
      ],
      "properties": {
        "routing_number_type": {
          "type": "string",
          "enum": [
            "ABA",
            "SWIFT"
          ]
        },
        "routing_number": {
          "type": "string",
          "minLength": 1,
          "maxLength": 35
        },
        "bank_name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 140
        },
        "bank_address": {
          "$ref": "#/$defs/Address"
        }
      }
    },
    "WireInstructions": {
      "title": "WireInstructions",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "account_number",
        "fiat_account_owner_address",
        "routing_details"
      ],
      "properties": {
        "account_number": {
          "type": "string",
          "minLength": 1,
          "maxLength": 34
        },
        "fiat_account_owner_address": {
          "$ref": "#/$defs/Address"
        },
        "routing_details": {
          "$ref": "#/$defs/RoutingDetails"
        }
      }
    },
    "FiatNetworkInstructions": {
      "title": "FiatNetworkInstructions",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "wire"
      ],
      "properties": {
        "wire": {
          "$ref": "#/$defs/WireInstructions"
        }
      }
    },
    "FiatAccountOwner": {
      "title": "FiatAccountOwner",
      "oneOf": [
        {
          "$ref": "#/$defs/FiatAccountOwnerPerson"
        },
        {
          "$ref": "#/$defs/FiatAccountOwnerInstitution"
        }
      ]
    },
    "FiatAccountOwnerPerson": {
      "title": "FiatAccountOwnerPerson",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "person_details"
      ],
      "properties": {
        "person_details": {
          "$ref": "#/$defs/PersonDetails"
        }
      }
    },
    "FiatAccountOwnerInstitution": {
      "title": "FiatAccountOwnerInstitution",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "institution_details"
      ],
      "properties": {
        "institution_details": {
          "$ref": "#/$defs/InstitutionDetails"
        }
      }
    },
    "SandboxFiatDepositRequest": {
      "title": "SandboxFiatDepositRequest",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "amount",
        "asset",
        "memo_id",
        "fiat_network_instructions"
      ],
      "properties": {
        "amount": {
          "$ref": "#/$defs/FiatAmount"
        },
        "asset": {
          "type": "string",
          "enum": [
            "USD"
          ]
        },
        "memo_id": {
          "$ref": "#/$defs/Identifier"
        },
        "fiat_network_instructions": {
          "$ref": "#/$defs/FiatNetworkInstructions"
        },
        "fiat_account_owner": {
          "$ref": "#/$defs/FiatAccountOwner"
        }
      }
    },
    "EmptyObject": {
      "title": "EmptyObject",
      "type": "object",
      "maxProperties": 0,
      "additionalProperties": false
    },
    "MonitoringAddress": {
      "title": "MonitoringAddress",
      "type": "object",
      "required": [
        "address",
        "id",
        "crypto_network",
        "created_at"
      ],
      "properties": {
        "address": {
          "$ref": "#/$defs/CryptoAddress"
        },
        "id": {
          "$ref": "#/$defs/Identifier"
        },
        "crypto_network": {
          "$ref": "#/$defs/MonitoringCryptoNetwork"
        },
        "name": {
          "type": "string",
          "maxLength": 256
        },
        "created_at": {
          "$ref": "#/$defs/DateTime"
        }
      }
    },
    "MonitoringAddressList": {
      "title": "MonitoringAddressList",
      "type": "object",
      "properties": {
        "addresses": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/MonitoringAddress"
          }
        },
        "next_page_cursor": {
          "$ref": "#/$defs/Cursor"
        }
      }
    },
    "Execution": {
      "title": "Execution",
      "type": "object",
      "required": [
        "execution_id",
        "order_id",
        "executed_at",
        "market",
        "side",
        "amount",
        "price",
        "commission",
        "commission_asset",
        "rebate",
        "rebate_asset",
        "gross_trade_amount"
      ],
      "properties": {
        "execution_id": {
          "$ref": "#/$defs/ExecutionId"
        },
        "order_id": {
          "$ref": "#/$defs/Uuid"
        },
        "executed_at": {
          "$ref": "#/$defs/DateTime"
        },
        "market": {
          "type": "string",
          "maxLength": 32
        },
        "side": {
          "type": "string",
          "maxLength": 32
        },
        "amount": {
          "$ref": "#/$defs/Decimal"
        },
        "price": {
          "$ref": "#/$defs/Decimal"
        },
        "commission": {
          "$ref": "#/$defs/Decimal"
        },
        "commission_asset": {
          "$ref": "#/$defs/AssetCode"
        },
        "rebate": {
          "$ref": "#/$defs/Decimal"
        },
        "rebate_asset": {
          "$ref": "#/$defs/AssetCode"
        },
        "gross_trade_amount": {
          "$ref": "#/$defs/Decimal"
        }
      }
    },
    "ExecutionList": {
      "title": "ExecutionList",
      "type": "object",
      "properties": {
        "items": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/Execution"
          }
        },
        "next_page_cursor": {
          "$ref": "#/$defs/Cursor"
        }
      }
    },
    "AccountSummaryStatus": {
      "title": "AccountSummaryStatus",
      "type": "string",
      "enum": [
        "PENDING",
        "ERROR",
        "APPROVED",
        "DENIED",
        "DISABLED"
      ]
    },
    "AccountType": {
      "title": "AccountType",
      "type": "string",
      "enum": [
        "BROKERAGE",
        "TRADITIONAL_IRA",
        "ROTH_IRA",
        "SEP_IRA",
        "FINANCIAL_ADVISOR"
      ]
    },
    "AccountMember": {
      "title": "AccountMember",
      "type": "object",
      "properties": {
        "identity_id": {
          "$ref": "#/$defs/Identifier"
        },
        "roles": {
          "type": "array",
          "items": {
            "type": "string",
            "maxLength": 64
          }
        },
        "id": {
          "$ref": "#/$defs/Identifier"
        }
      }
    },
    "Account": {
      "title": "Account",
      "type": "object",
      "properties": {
        "id": {
          "$ref": "#/$defs/Uuid"
        },
        "identity_id": {
          "$ref": "#/$defs/Identifier"
        },
        "description": {
          "type": "string",
          "maxLength": 1024
        },
        "admin_disabled": {
          "type": "boolean"
        },
        "user_disabled": {
          "type": "boolean"
        },
        "metadata": {
          "type": "object",
          "propertyNames": {
            "maxLength": 100
          },
          "additionalProperties": {
            "type": "string",
            "maxLength": 100
          }
        },
        "ref_id": {
          "$ref": "#/$defs/Identifier"
        },
        "members": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/AccountMember"
          }
        },
        "created_at": {
          "$ref": "#/$defs/DateTime"
        },
        "updated_at": {
          "$ref": "#/$defs/DateTime"
        },
        "summary_status": {
          "$ref": "#/$defs/AccountSummaryStatus"
        },
        "profile_id": {
          "$ref": "#/$defs/Identifier"
        },
        "type": {
          "$ref": "#/$defs/AccountType"
        }
      }
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
          "pattern": "^[/](body|query|path|header)([/].*)?$"
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
    "ConflictProblem": {
      "title": "ConflictProblem",
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
                "existing"
              ],
              "properties": {
                "existing": {
                  "type": "object",
                  "additionalProperties": true
                }
              }
            }
          }
        }
      ]
    },
    "InsufficientFundsProblem": {
      "title": "InsufficientFundsProblem",
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
                "asset",
                "available",
                "required"
              ],
              "properties": {
                "profile_id": {
                  "$ref": "#/$defs/Identifier"
                },
                "asset": {
                  "$ref": "#/$defs/AssetCode"
                },
                "available": {
                  "$ref": "#/$defs/Decimal"
                },
                "required": {
                  "$ref": "#/$defs/Decimal"
                }
              }
            }
          }
        }
      ]
    },
    "TokenRequest": {
      "title": "TokenRequest",
      "type": "object",
      "required": [
        "grant_type",
        "client_id",
        "client_secret"
      ],
      "properties": {
        "grant_type": {
          "type": "string",
          "enum": [
            "client_credentials"
          ]
        },
        "client_id": {
          "$ref": "#/$defs/Identifier"
        },
        "client_secret": {
          "type": "string",
          "format": "password",
          "minLength": 1,
          "maxLength": 256,
          "writeOnly": true
        },
        "scope": {
          "type": "string",
          "maxLength": 1024
        }
      }
    },
    "TokenResponse": {
      "title": "TokenResponse",
      "type": "object",
      "required": [
        "access_token",
        "expires_in",
        "token_type",
        "scope"
      ],
      "properties": {
        "access_token": {
          "type": "string",
          "maxLength": 4096
        },
        "expires_in": {
          "type": "integer",
          "minimum": 1
        },
        "token_type": {
          "type": "string",
          "enum": [
            "bearer"
          ]
        },
        "scope": {
          "type": "string",
          "maxLength": 1024
        }
      }
    },
    "OAuthError": {
      "title": "OAuthError",
      "type": "object",
      "required": [
        "error"
      ],
      "properties": {
        "error": {
          "$ref": "#/$defs/OAuthErrorCode"
        },
        "error_description": {
          "type": "string",
          "maxLength": 1024
        }
      }
    },
    "PersonDetails": {
      "title": "PersonDetails",
      "type": "object",
      "required": [
        "first_name",
        "last_name"
      ],
      "properties": {
        "first_name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 140
        },
        "last_name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 140
        }
      }
    },
    "InstitutionDetails": {
      "title": "InstitutionDetails",
      "type": "object",
      "required": [
        "name"
      ],
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 140
        }
      }
    },
    "AddressLine": {
      "title": "AddressLine",
      "type": "string",
      "minLength": 1,
      "maxLength": 35,
      "pattern": "^[0-9A-Za-z /?:().,&'+-]+$"
    },
    "OAuthErrorCode": {
      "title": "OAuthErrorCode",
      "type": "string",
      "enum": [
        "invalid_request",
        "invalid_client",
        "invalid_grant",
        "unauthorized_client",
        "unsupported_grant_type",
        "invalid_scope"
      ]
    }
  }
};

/** Every operation of Digital-Asset Platform API, by operationId, in document order. */
export const ROUTES: Readonly<Record<OperationId, RouteDefinition<OperationId>>> = {
  /** `POST /transfer/crypto-withdrawals`: Create a crypto withdrawal */
  createCryptoWithdrawal: {
    operationId: "createCryptoWithdrawal",
    method: "POST",
    path: "/transfer/crypto-withdrawals",
    fastifyPath: "/transfer/crypto-withdrawals",
    base: "rest",
    scope: "transfer:write_crypto_withdrawal",
    requestContentType: "application/json",
    requestBodyRequired: true,
    schemas: {
      "body": {
        "$ref": "dap-openapi#/$defs/CryptoWithdrawalRequest"
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
            "anyOf": [
              {
                "$ref": "dap-openapi#/$defs/InsufficientFundsProblem"
              },
              {
                "$ref": "dap-openapi#/$defs/Problem"
              }
            ]
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
            "allOf": [
              {
                "$ref": "dap-openapi#/$defs/ConflictProblem"
              },
              {
                "type": "object",
                "properties": {
                  "meta": {
                    "type": "object",
                    "properties": {
                      "existing": {
                        "$ref": "dap-openapi#/$defs/Transfer"
                      }
                    }
                  }
                }
              }
            ]
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
  /** `POST /transfer/deposit-addresses`: Create a crypto deposit address */
  createDepositAddress: {
    operationId: "createDepositAddress",
    method: "POST",
    path: "/transfer/deposit-addresses",
    fastifyPath: "/transfer/deposit-addresses",
    base: "rest",
    scope: "transfer:write_deposit_address",
    requestContentType: "application/json",
    requestBodyRequired: true,
    schemas: {
      "body": {
        "$ref": "dap-openapi#/$defs/DepositAddressRequest"
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-openapi#/$defs/DepositAddress"
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
            "allOf": [
              {
                "$ref": "dap-openapi#/$defs/ConflictProblem"
              },
              {
                "type": "object",
                "properties": {
                  "meta": {
                    "type": "object",
                    "properties": {
                      "existing": {
                        "$ref": "dap-openapi#/$defs/DepositAddress"
                      }
                    }
                  }
                }
              }
            ]
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
  /** `POST /sandbox/fiat-deposits`: Simulate a fiat (wire) deposit */
  createSandboxFiatDeposit: {
    operationId: "createSandboxFiatDeposit",
    method: "POST",
    path: "/sandbox/fiat-deposits",
    fastifyPath: "/sandbox/fiat-deposits",
    base: "rest",
    scope: "transfer:write_sandbox_fiat_deposit",
    requestContentType: "application/json",
    requestBodyRequired: true,
    schemas: {
      "body": {
        "$ref": "dap-openapi#/$defs/SandboxFiatDepositRequest"
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-openapi#/$defs/EmptyObject"
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
  /** `GET /rewards/monitor/address`: List monitoring addresses */
  listMonitoringAddresses: {
    operationId: "listMonitoringAddresses",
    method: "GET",
    path: "/rewards/monitor/address",
    fastifyPath: "/rewards/monitor/address",
    base: "rest",
    scope: "rewards:read_monitoring_address",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "querystring": {
        "type": "object",
        "properties": {
          "address": {
            "$ref": "dap-openapi#/$defs/CryptoAddress"
          },
          "crypto_network": {
            "$ref": "dap-openapi#/$defs/MonitoringCryptoNetwork"
          },
          "limit": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 1000,
            "default": 100
          },
          "order": {
            "type": "string",
            "enum": [
              "DESC",
              "ASC"
            ],
            "default": "DESC"
          },
          "page_cursor": {
            "$ref": "dap-openapi#/$defs/Cursor"
          }
        }
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-openapi#/$defs/MonitoringAddressList"
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
  /** `GET /executions`: List executions */
  listExecutions: {
    operationId: "listExecutions",
    method: "GET",
    path: "/executions",
    fastifyPath: "/executions",
    base: "rest",
    scope: "exchange:read_order",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "querystring": {
        "type": "object",
        "properties": {
          "profile_id": {
            "$ref": "dap-openapi#/$defs/Identifier"
          },
          "account_id": {
            "$ref": "dap-openapi#/$defs/Identifier"
          },
          "order_id": {
            "$ref": "dap-openapi#/$defs/Uuid"
          },
          "since_execution_id": {
            "$ref": "dap-openapi#/$defs/ExecutionId"
          },
          "range.begin": {
            "$ref": "dap-openapi#/$defs/DateTime"
          },
          "range.end": {
            "$ref": "dap-openapi#/$defs/DateTime"
          },
          "page_cursor": {
            "$ref": "dap-openapi#/$defs/Cursor"
          },
          "limit": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 1000,
            "default": 100
          }
        }
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-openapi#/$defs/ExecutionList"
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
  /** `GET /identity/accounts/{id}`: Retrieve an account */
  getAccount: {
    operationId: "getAccount",
    method: "GET",
    path: "/identity/accounts/{id}",
    fastifyPath: "/identity/accounts/:id",
    base: "rest",
    scope: "identity:read_account",
    requestContentType: null,
    requestBodyRequired: false,
    schemas: {
      "params": {
        "type": "object",
        "properties": {
          "id": {
            "$ref": "dap-openapi#/$defs/Uuid"
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
            "$ref": "dap-openapi#/$defs/Account"
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
  /** `POST /oauth2/token`: Request an access token */
  createToken: {
    operationId: "createToken",
    method: "POST",
    path: "/oauth2/token",
    fastifyPath: "/oauth2/token",
    base: "origin",
    scope: null,
    requestContentType: "application/x-www-form-urlencoded",
    requestBodyRequired: true,
    schemas: {
      "body": {
        "$ref": "dap-openapi#/$defs/TokenRequest"
      },
      "responses": {
        "200": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-openapi#/$defs/TokenResponse"
          }
        },
        "400": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-openapi#/$defs/OAuthError"
          }
        },
        "401": {
          "contentType": "application/json",
          "schema": {
            "$ref": "dap-openapi#/$defs/OAuthError"
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

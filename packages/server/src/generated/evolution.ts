// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen server).
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
        "Identifier": {
          "title": "Identifier",
          "type": "string"
        },
        "CryptoAddress": {
          "title": "CryptoAddress",
          "type": "string"
        },
        "AssetCode": {
          "title": "AssetCode",
          "type": "string"
        },
        "Uuid": {
          "title": "Uuid",
          "type": "string"
        },
        "DateTime": {
          "title": "DateTime",
          "type": "string"
        },
        "Cursor": {
          "title": "Cursor",
          "type": "string"
        },
        "ExecutionId": {
          "title": "ExecutionId",
          "type": "string"
        },
        "Decimal": {
          "title": "Decimal",
          "type": "string"
        },
        "PositiveDecimal": {
          "title": "PositiveDecimal",
          "type": "string"
        },
        "FiatAmount": {
          "title": "FiatAmount",
          "type": "string"
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
          ],
          "x-extensible-enum": true
        },
        "MonitoringCryptoNetwork": {
          "title": "MonitoringCryptoNetwork",
          "type": "string",
          "enum": [
            "ETHEREUM",
            "SOLANA",
            "INK",
            "XLAYER"
          ],
          "x-extensible-enum": true
        },
        "Metadata": {
          "title": "Metadata",
          "type": "object",
          "maxProperties": 6,
          "additionalProperties": {
            "type": "string"
          }
        },
        "TransferDirection": {
          "title": "TransferDirection",
          "type": "string",
          "enum": [
            "CREDIT",
            "DEBIT"
          ],
          "x-extensible-enum": false
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
          ],
          "x-extensible-enum": true
        },
        "TransferStatus": {
          "title": "TransferStatus",
          "type": "string",
          "enum": [
            "PENDING",
            "COMPLETED",
            "FAILED"
          ],
          "x-extensible-enum": true
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
              "$ref": "#/components/schemas/Identifier"
            },
            "customer_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "profile_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "amount": {
              "$ref": "#/components/schemas/Decimal"
            },
            "total": {
              "$ref": "#/components/schemas/Decimal"
            },
            "fee": {
              "$ref": "#/components/schemas/Decimal"
            },
            "asset": {
              "$ref": "#/components/schemas/AssetCode"
            },
            "direction": {
              "$ref": "#/components/schemas/TransferDirection"
            },
            "type": {
              "$ref": "#/components/schemas/TransferType"
            },
            "status": {
              "$ref": "#/components/schemas/TransferStatus"
            },
            "created_at": {
              "$ref": "#/components/schemas/DateTime"
            },
            "updated_at": {
              "$ref": "#/components/schemas/DateTime"
            },
            "identity_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "ref_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "balance_asset": {
              "$ref": "#/components/schemas/AssetCode"
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
              "$ref": "#/components/schemas/Metadata"
            },
            "destination_address": {
              "$ref": "#/components/schemas/CryptoAddress"
            },
            "crypto_network": {
              "$ref": "#/components/schemas/CryptoNetwork"
            },
            "crypto_tx_hash": {
              "type": "string"
            },
            "crypto_tx_index": {
              "type": "string"
            },
            "account_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "auto_conversion": {
              "type": "object",
              "additionalProperties": true
            },
            "group_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "fiat_account_id": {
              "$ref": "#/components/schemas/Uuid"
            },
            "notional_value": {
              "$ref": "#/components/schemas/Decimal"
            },
            "memo": {
              "type": "string"
            }
          }
        },
        "CryptoWithdrawalRequest": {
          "title": "CryptoWithdrawalRequest",
          "oneOf": [
            {
              "$ref": "#/components/schemas/WithdrawalByAmount"
            },
            {
              "$ref": "#/components/schemas/WithdrawalByTotal"
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
              "$ref": "#/components/schemas/Identifier"
            },
            "destination_address": {
              "$ref": "#/components/schemas/CryptoAddress"
            },
            "asset": {
              "$ref": "#/components/schemas/AssetCode"
            },
            "crypto_network": {
              "$ref": "#/components/schemas/CryptoNetwork"
            },
            "ref_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "identity_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "balance_asset": {
              "$ref": "#/components/schemas/AssetCode"
            },
            "metadata": {
              "$ref": "#/components/schemas/Metadata"
            },
            "account_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "fee_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "amount": {
              "$ref": "#/components/schemas/PositiveDecimal"
            },
            "beneficiary": {
              "$ref": "#/components/schemas/Beneficiary"
            },
            "memo": {
              "type": "string"
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
              "$ref": "#/components/schemas/Identifier"
            },
            "destination_address": {
              "$ref": "#/components/schemas/CryptoAddress"
            },
            "asset": {
              "$ref": "#/components/schemas/AssetCode"
            },
            "crypto_network": {
              "$ref": "#/components/schemas/CryptoNetwork"
            },
            "ref_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "identity_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "balance_asset": {
              "$ref": "#/components/schemas/AssetCode"
            },
            "metadata": {
              "$ref": "#/components/schemas/Metadata"
            },
            "account_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "fee_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "total": {
              "$ref": "#/components/schemas/PositiveDecimal"
            },
            "beneficiary": {
              "$ref": "#/components/schemas/Beneficiary"
            },
            "memo": {
              "type": "string"
            }
          }
        },
        "Beneficiary": {
          "title": "Beneficiary",
          "oneOf": [
            {
              "$ref": "#/components/schemas/BeneficiaryPerson"
            },
            {
              "$ref": "#/components/schemas/BeneficiaryInstitution"
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
              "$ref": "#/components/schemas/PersonDetails"
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
              "$ref": "#/components/schemas/InstitutionDetails"
            }
          }
        },
        "ConversionTargetAsset": {
          "title": "ConversionTargetAsset",
          "type": "string",
          "enum": [
            "NO_CONVERSION",
            "USD"
          ],
          "x-extensible-enum": true
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
              "$ref": "#/components/schemas/Identifier"
            },
            "crypto_network": {
              "$ref": "#/components/schemas/CryptoNetwork"
            },
            "identity_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "ref_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "metadata": {
              "$ref": "#/components/schemas/Metadata"
            },
            "account_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "conversion_target_asset": {
              "$ref": "#/components/schemas/ConversionTargetAsset"
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
              "$ref": "#/components/schemas/Uuid"
            },
            "profile_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "customer_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "crypto_network": {
              "$ref": "#/components/schemas/CryptoNetwork"
            },
            "address": {
              "$ref": "#/components/schemas/CryptoAddress"
            },
            "conversion_target_asset": {
              "$ref": "#/components/schemas/ConversionTargetAsset"
            },
            "created_at": {
              "$ref": "#/components/schemas/DateTime"
            },
            "identity_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "ref_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "metadata": {
              "$ref": "#/components/schemas/Metadata"
            },
            "account_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "compatible_crypto_networks": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/CryptoNetwork"
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
              "$ref": "#/components/schemas/AddressLine"
            },
            "address1": {
              "$ref": "#/components/schemas/AddressLine"
            },
            "address2": {
              "$ref": "#/components/schemas/AddressLine"
            },
            "city": {
              "$ref": "#/components/schemas/AddressLine"
            },
            "province": {
              "$ref": "#/components/schemas/AddressLine"
            },
            "zip_code": {
              "$ref": "#/components/schemas/AddressLine"
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
              ],
              "x-extensible-enum": false
            },
            "routing_number": {
              "type": "string"
            },
            "bank_name": {
              "type": "string"
            },
            "bank_address": {
              "$ref": "#/components/schemas/Address"
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
              "type": "string"
            },
            "fiat_account_owner_address": {
              "$ref": "#/components/schemas/Address"
            },
            "routing_details": {
              "$ref": "#/components/schemas/RoutingDetails"
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
              "$ref": "#/components/schemas/WireInstructions"
            }
          }
        },
        "FiatAccountOwner": {
          "title": "FiatAccountOwner",
          "oneOf": [
            {
              "$ref": "#/components/schemas/FiatAccountOwnerPerson"
            },
            {
              "$ref": "#/components/schemas/FiatAccountOwnerInstitution"
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
              "$ref": "#/components/schemas/PersonDetails"
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
              "$ref": "#/components/schemas/InstitutionDetails"
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
              "$ref": "#/components/schemas/FiatAmount"
            },
            "asset": {
              "type": "string",
              "enum": [
                "USD"
              ]
            },
            "memo_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "fiat_network_instructions": {
              "$ref": "#/components/schemas/FiatNetworkInstructions"
            },
            "fiat_account_owner": {
              "$ref": "#/components/schemas/FiatAccountOwner"
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
              "$ref": "#/components/schemas/CryptoAddress"
            },
            "id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "crypto_network": {
              "$ref": "#/components/schemas/MonitoringCryptoNetwork"
            },
            "name": {
              "type": "string"
            },
            "created_at": {
              "$ref": "#/components/schemas/DateTime"
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
                "$ref": "#/components/schemas/MonitoringAddress"
              }
            },
            "next_page_cursor": {
              "$ref": "#/components/schemas/Cursor"
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
              "$ref": "#/components/schemas/ExecutionId"
            },
            "order_id": {
              "$ref": "#/components/schemas/Uuid"
            },
            "executed_at": {
              "$ref": "#/components/schemas/DateTime"
            },
            "market": {
              "type": "string"
            },
            "side": {
              "type": "string"
            },
            "amount": {
              "$ref": "#/components/schemas/Decimal"
            },
            "price": {
              "$ref": "#/components/schemas/Decimal"
            },
            "commission": {
              "$ref": "#/components/schemas/Decimal"
            },
            "commission_asset": {
              "$ref": "#/components/schemas/AssetCode"
            },
            "rebate": {
              "$ref": "#/components/schemas/Decimal"
            },
            "rebate_asset": {
              "$ref": "#/components/schemas/AssetCode"
            },
            "gross_trade_amount": {
              "$ref": "#/components/schemas/Decimal"
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
                "$ref": "#/components/schemas/Execution"
              }
            },
            "next_page_cursor": {
              "$ref": "#/components/schemas/Cursor"
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
          ],
          "x-extensible-enum": true
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
          ],
          "x-extensible-enum": true
        },
        "AccountMember": {
          "title": "AccountMember",
          "type": "object",
          "properties": {
            "identity_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "roles": {
              "type": "array",
              "items": {
                "type": "string"
              }
            },
            "id": {
              "$ref": "#/components/schemas/Identifier"
            }
          }
        },
        "Account": {
          "title": "Account",
          "type": "object",
          "properties": {
            "id": {
              "$ref": "#/components/schemas/Uuid"
            },
            "identity_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "description": {
              "type": "string"
            },
            "admin_disabled": {
              "type": "boolean"
            },
            "user_disabled": {
              "type": "boolean"
            },
            "metadata": {
              "type": "object",
              "additionalProperties": {
                "type": "string"
              }
            },
            "ref_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "members": {
              "type": "array",
              "items": {
                "$ref": "#/components/schemas/AccountMember"
              }
            },
            "created_at": {
              "$ref": "#/components/schemas/DateTime"
            },
            "updated_at": {
              "$ref": "#/components/schemas/DateTime"
            },
            "summary_status": {
              "$ref": "#/components/schemas/AccountSummaryStatus"
            },
            "profile_id": {
              "$ref": "#/components/schemas/Identifier"
            },
            "type": {
              "$ref": "#/components/schemas/AccountType"
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
              "type": "string"
            },
            "title": {
              "type": "string"
            },
            "status": {
              "type": "integer"
            },
            "detail": {
              "type": "string"
            },
            "instance": {
              "type": "string"
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
              "type": "string"
            },
            "message": {
              "type": "string"
            }
          }
        },
        "ValidationProblem": {
          "title": "ValidationProblem",
          "allOf": [
            {
              "$ref": "#/components/schemas/Problem"
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
                      "items": {
                        "$ref": "#/components/schemas/ValidationError"
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
              "$ref": "#/components/schemas/Problem"
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
              "$ref": "#/components/schemas/Problem"
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
                      "$ref": "#/components/schemas/Identifier"
                    },
                    "asset": {
                      "$ref": "#/components/schemas/AssetCode"
                    },
                    "available": {
                      "$ref": "#/components/schemas/Decimal"
                    },
                    "required": {
                      "$ref": "#/components/schemas/Decimal"
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
              "$ref": "#/components/schemas/Identifier"
            },
            "client_secret": {
              "type": "string"
            },
            "scope": {
              "type": "string"
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
              "type": "string"
            },
            "expires_in": {
              "type": "integer"
            },
            "token_type": {
              "type": "string",
              "enum": [
                "bearer"
              ],
              "x-extensible-enum": false
            },
            "scope": {
              "type": "string"
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
              "$ref": "#/components/schemas/OAuthErrorCode"
            },
            "error_description": {
              "type": "string"
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
              "type": "string"
            },
            "last_name": {
              "type": "string"
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
              "type": "string"
            }
          }
        },
        "AddressLine": {
          "title": "AddressLine",
          "type": "string"
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
          ],
          "x-extensible-enum": true
        }
      }
    }
  },
  "schemas": {
    "createCryptoWithdrawal 200": {
      "$ref": "#/components/schemas/Transfer"
    },
    "createCryptoWithdrawal 400": {
      "$ref": "#/components/schemas/ValidationProblem"
    },
    "createCryptoWithdrawal 401": {
      "$ref": "#/components/schemas/Problem"
    },
    "createCryptoWithdrawal 403": {
      "anyOf": [
        {
          "$ref": "#/components/schemas/InsufficientFundsProblem"
        },
        {
          "$ref": "#/components/schemas/Problem"
        }
      ]
    },
    "createCryptoWithdrawal 404": {
      "$ref": "#/components/schemas/Problem"
    },
    "createCryptoWithdrawal 409": {
      "allOf": [
        {
          "$ref": "#/components/schemas/ConflictProblem"
        },
        {
          "type": "object",
          "properties": {
            "meta": {
              "type": "object",
              "properties": {
                "existing": {
                  "$ref": "#/components/schemas/Transfer"
                }
              }
            }
          }
        }
      ]
    },
    "createCryptoWithdrawal 413": {
      "$ref": "#/components/schemas/Problem"
    },
    "createCryptoWithdrawal 415": {
      "$ref": "#/components/schemas/Problem"
    },
    "createCryptoWithdrawal 429": {
      "$ref": "#/components/schemas/Problem"
    },
    "createCryptoWithdrawal 500": {
      "$ref": "#/components/schemas/Problem"
    },
    "createCryptoWithdrawal 503": {
      "$ref": "#/components/schemas/Problem"
    },
    "createDepositAddress 200": {
      "$ref": "#/components/schemas/DepositAddress"
    },
    "createDepositAddress 400": {
      "$ref": "#/components/schemas/ValidationProblem"
    },
    "createDepositAddress 401": {
      "$ref": "#/components/schemas/Problem"
    },
    "createDepositAddress 403": {
      "$ref": "#/components/schemas/Problem"
    },
    "createDepositAddress 404": {
      "$ref": "#/components/schemas/Problem"
    },
    "createDepositAddress 409": {
      "allOf": [
        {
          "$ref": "#/components/schemas/ConflictProblem"
        },
        {
          "type": "object",
          "properties": {
            "meta": {
              "type": "object",
              "properties": {
                "existing": {
                  "$ref": "#/components/schemas/DepositAddress"
                }
              }
            }
          }
        }
      ]
    },
    "createDepositAddress 413": {
      "$ref": "#/components/schemas/Problem"
    },
    "createDepositAddress 415": {
      "$ref": "#/components/schemas/Problem"
    },
    "createDepositAddress 429": {
      "$ref": "#/components/schemas/Problem"
    },
    "createDepositAddress 500": {
      "$ref": "#/components/schemas/Problem"
    },
    "createDepositAddress 503": {
      "$ref": "#/components/schemas/Problem"
    },
    "createSandboxFiatDeposit 200": {
      "$ref": "#/components/schemas/EmptyObject"
    },
    "createSandboxFiatDeposit 400": {
      "$ref": "#/components/schemas/ValidationProblem"
    },
    "createSandboxFiatDeposit 401": {
      "$ref": "#/components/schemas/Problem"
    },
    "createSandboxFiatDeposit 403": {
      "$ref": "#/components/schemas/Problem"
    },
    "createSandboxFiatDeposit 404": {
      "$ref": "#/components/schemas/Problem"
    },
    "createSandboxFiatDeposit 413": {
      "$ref": "#/components/schemas/Problem"
    },
    "createSandboxFiatDeposit 415": {
      "$ref": "#/components/schemas/Problem"
    },
    "createSandboxFiatDeposit 429": {
      "$ref": "#/components/schemas/Problem"
    },
    "createSandboxFiatDeposit 500": {
      "$ref": "#/components/schemas/Problem"
    },
    "createSandboxFiatDeposit 503": {
      "$ref": "#/components/schemas/Problem"
    },
    "listMonitoringAddresses 200": {
      "$ref": "#/components/schemas/MonitoringAddressList"
    },
    "listMonitoringAddresses 400": {
      "$ref": "#/components/schemas/ValidationProblem"
    },
    "listMonitoringAddresses 401": {
      "$ref": "#/components/schemas/Problem"
    },
    "listMonitoringAddresses 403": {
      "$ref": "#/components/schemas/Problem"
    },
    "listMonitoringAddresses 429": {
      "$ref": "#/components/schemas/Problem"
    },
    "listMonitoringAddresses 500": {
      "$ref": "#/components/schemas/Problem"
    },
    "listMonitoringAddresses 503": {
      "$ref": "#/components/schemas/Problem"
    },
    "listExecutions 200": {
      "$ref": "#/components/schemas/ExecutionList"
    },
    "listExecutions 400": {
      "$ref": "#/components/schemas/ValidationProblem"
    },
    "listExecutions 401": {
      "$ref": "#/components/schemas/Problem"
    },
    "listExecutions 403": {
      "$ref": "#/components/schemas/Problem"
    },
    "listExecutions 429": {
      "$ref": "#/components/schemas/Problem"
    },
    "listExecutions 500": {
      "$ref": "#/components/schemas/Problem"
    },
    "listExecutions 503": {
      "$ref": "#/components/schemas/Problem"
    },
    "getAccount 200": {
      "$ref": "#/components/schemas/Account"
    },
    "getAccount 400": {
      "$ref": "#/components/schemas/ValidationProblem"
    },
    "getAccount 401": {
      "$ref": "#/components/schemas/Problem"
    },
    "getAccount 403": {
      "$ref": "#/components/schemas/Problem"
    },
    "getAccount 404": {
      "$ref": "#/components/schemas/Problem"
    },
    "getAccount 429": {
      "$ref": "#/components/schemas/Problem"
    },
    "getAccount 500": {
      "$ref": "#/components/schemas/Problem"
    },
    "getAccount 503": {
      "$ref": "#/components/schemas/Problem"
    },
    "createToken 200": {
      "$ref": "#/components/schemas/TokenResponse"
    },
    "createToken 400": {
      "$ref": "#/components/schemas/OAuthError"
    },
    "createToken 401": {
      "$ref": "#/components/schemas/OAuthError"
    },
    "createToken 429": {
      "$ref": "#/components/schemas/Problem"
    },
    "createToken 500": {
      "$ref": "#/components/schemas/Problem"
    },
    "createToken 503": {
      "$ref": "#/components/schemas/Problem"
    }
  }
};

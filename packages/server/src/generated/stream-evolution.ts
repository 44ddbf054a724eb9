// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { EvolutionTable } from './evolution.js';

/** The payload of every message of the streaming API, by message name, with the component schemas they reference (as `REST_EVOLUTION`). */
export const STREAM_EVOLUTION: EvolutionTable<string> = {
  "root": {
    "components": {
      "schemas": {
        "Decimal": {
          "title": "Decimal",
          "type": "string"
        },
        "MarketSymbol": {
          "title": "MarketSymbol",
          "type": "string"
        },
        "TimestampMillis": {
          "title": "TimestampMillis",
          "type": "string"
        },
        "TimestampNanos": {
          "title": "TimestampNanos",
          "type": "string"
        },
        "DateTime": {
          "title": "DateTime",
          "type": "string"
        },
        "ChannelType": {
          "title": "ChannelType",
          "type": "string",
          "enum": [
            "market_data",
            "market_data.top_of_book",
            "execution_data",
            "heartbeat"
          ],
          "x-extensible-enum": false
        },
        "ChannelParams": {
          "title": "ChannelParams",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "market": {
              "$ref": "#/components/schemas/MarketSymbol"
            }
          }
        },
        "ChannelReference": {
          "title": "ChannelReference",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "type"
          ],
          "properties": {
            "type": {
              "$ref": "#/components/schemas/ChannelType"
            },
            "params": {
              "$ref": "#/components/schemas/ChannelParams"
            }
          }
        },
        "ChannelReferenceList": {
          "title": "ChannelReferenceList",
          "type": "array",
          "items": {
            "$ref": "#/components/schemas/ChannelReference"
          }
        },
        "RequestedChannelList": {
          "title": "RequestedChannelList",
          "type": "array",
          "items": {
            "$ref": "#/components/schemas/ChannelReference"
          }
        },
        "ErrorCode": {
          "title": "ErrorCode",
          "type": "string",
          "enum": [
            "UNKNOWN_ACTION",
            "INTERNAL_SERVER_ERROR",
            "MALFORMED_REQUEST",
            "NO_EFFECT_ACTION",
            "UNKNOWN_CHANNEL",
            "UNKNOWN_CHANNEL_PARAMS_CONFIGURATION",
            "TOO_MANY_REQUESTS"
          ],
          "x-extensible-enum": true
        },
        "EchoedChannelType": {
          "title": "EchoedChannelType",
          "type": "string"
        },
        "EchoedChannelParams": {
          "title": "EchoedChannelParams",
          "type": "object",
          "additionalProperties": true,
          "properties": {
            "market": {
              "title": "EchoedMarket",
              "type": "string"
            }
          }
        },
        "ChannelResult": {
          "title": "ChannelResult",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "type",
            "success"
          ],
          "properties": {
            "type": {
              "$ref": "#/components/schemas/EchoedChannelType"
            },
            "params": {
              "$ref": "#/components/schemas/EchoedChannelParams"
            },
            "success": {
              "title": "ChannelResultSuccess",
              "type": "boolean"
            },
            "error": {
              "$ref": "#/components/schemas/ErrorCode"
            },
            "deprecation": {
              "$ref": "#/components/schemas/ChannelDeprecation"
            }
          },
          "if": {
            "properties": {
              "success": {
                "const": false
              }
            }
          },
          "then": {
            "required": [
              "error"
            ],
            "properties": {
              "error": {
                "$ref": "#/components/schemas/ErrorCode"
              }
            }
          },
          "else": {
            "properties": {
              "error": false
            }
          }
        },
        "ChannelDeprecation": {
          "title": "ChannelDeprecation",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "deprecated_at",
            "sunset",
            "replaced_by"
          ],
          "properties": {
            "deprecated_at": {
              "title": "ChannelDeprecatedAt",
              "type": "string"
            },
            "sunset": {
              "title": "ChannelSunset",
              "type": "string"
            },
            "replaced_by": {
              "title": "ChannelReplacedBy",
              "type": "string"
            }
          }
        },
        "ChannelResultList": {
          "title": "ChannelResultList",
          "type": "array",
          "items": {
            "$ref": "#/components/schemas/ChannelResult"
          }
        },
        "SubscribeType": {
          "title": "SubscribeType",
          "type": "string",
          "enum": [
            "subscribe"
          ],
          "x-extensible-enum": false
        },
        "UnsubscribeType": {
          "title": "UnsubscribeType",
          "type": "string",
          "enum": [
            "unsubscribe"
          ],
          "x-extensible-enum": false
        },
        "SubscriptionListType": {
          "title": "SubscriptionListType",
          "type": "string",
          "enum": [
            "subscription_list"
          ],
          "x-extensible-enum": false
        },
        "ErrorType": {
          "title": "ErrorType",
          "type": "string",
          "enum": [
            "error"
          ],
          "x-extensible-enum": false
        },
        "SubscribeRequest": {
          "title": "SubscribeRequest",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "type",
            "channels"
          ],
          "properties": {
            "type": {
              "$ref": "#/components/schemas/SubscribeType"
            },
            "channels": {
              "$ref": "#/components/schemas/RequestedChannelList"
            }
          }
        },
        "SubscribeResponse": {
          "title": "SubscribeResponse",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "type",
            "channels"
          ],
          "properties": {
            "type": {
              "$ref": "#/components/schemas/SubscribeType"
            },
            "channels": {
              "$ref": "#/components/schemas/ChannelResultList"
            }
          }
        },
        "UnsubscribeRequest": {
          "title": "UnsubscribeRequest",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "type",
            "channels"
          ],
          "properties": {
            "type": {
              "$ref": "#/components/schemas/UnsubscribeType"
            },
            "channels": {
              "$ref": "#/components/schemas/RequestedChannelList"
            }
          }
        },
        "UnsubscribeResponse": {
          "title": "UnsubscribeResponse",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "type",
            "channels"
          ],
          "properties": {
            "type": {
              "$ref": "#/components/schemas/UnsubscribeType"
            },
            "channels": {
              "$ref": "#/components/schemas/ChannelResultList"
            }
          }
        },
        "SubscriptionListRequest": {
          "title": "SubscriptionListRequest",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "type"
          ],
          "properties": {
            "type": {
              "$ref": "#/components/schemas/SubscriptionListType"
            }
          }
        },
        "SubscriptionListResponse": {
          "title": "SubscriptionListResponse",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "type",
            "channels"
          ],
          "properties": {
            "type": {
              "$ref": "#/components/schemas/SubscriptionListType"
            },
            "channels": {
              "$ref": "#/components/schemas/ChannelReferenceList"
            }
          }
        },
        "ErrorMessage": {
          "title": "ErrorMessage",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "type",
            "error",
            "message"
          ],
          "properties": {
            "type": {
              "$ref": "#/components/schemas/ErrorType"
            },
            "error": {
              "$ref": "#/components/schemas/ErrorCode"
            },
            "message": {
              "title": "ErrorMessageText",
              "type": "string"
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
              "$ref": "#/components/schemas/Decimal"
            },
            "amount": {
              "$ref": "#/components/schemas/Decimal"
            }
          }
        },
        "PriceLevelList": {
          "title": "PriceLevelList",
          "type": "array",
          "items": {
            "$ref": "#/components/schemas/PriceLevel"
          }
        },
        "TopOfBookLevelList": {
          "title": "TopOfBookLevelList",
          "type": "array",
          "items": {
            "$ref": "#/components/schemas/PriceLevel"
          }
        },
        "MarketDataChannel": {
          "title": "MarketDataChannel",
          "type": "string",
          "enum": [
            "market_data"
          ],
          "x-extensible-enum": false
        },
        "MarketDataType": {
          "title": "MarketDataType",
          "type": "string",
          "enum": [
            "SNAPSHOT",
            "UPDATE"
          ],
          "x-extensible-enum": false
        },
        "MarketDataPayload": {
          "title": "MarketDataPayload",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "market",
            "type",
            "time",
            "bids",
            "asks"
          ],
          "properties": {
            "market": {
              "$ref": "#/components/schemas/MarketSymbol"
            },
            "type": {
              "$ref": "#/components/schemas/MarketDataType"
            },
            "time": {
              "$ref": "#/components/schemas/TimestampMillis"
            },
            "bids": {
              "$ref": "#/components/schemas/PriceLevelList"
            },
            "asks": {
              "$ref": "#/components/schemas/PriceLevelList"
            }
          }
        },
        "MarketDataEvent": {
          "title": "MarketDataEvent",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "channel",
            "payload"
          ],
          "properties": {
            "channel": {
              "$ref": "#/components/schemas/MarketDataChannel"
            },
            "payload": {
              "$ref": "#/components/schemas/MarketDataPayload"
            }
          }
        },
        "TopOfBookChannel": {
          "title": "TopOfBookChannel",
          "type": "string",
          "enum": [
            "market_data.top_of_book"
          ],
          "x-extensible-enum": false
        },
        "TopOfBookType": {
          "title": "TopOfBookType",
          "type": "string",
          "enum": [
            "TOP_OF_BOOK"
          ],
          "x-extensible-enum": false
        },
        "TopOfBookPayload": {
          "title": "TopOfBookPayload",
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
              "$ref": "#/components/schemas/MarketSymbol"
            },
            "type": {
              "$ref": "#/components/schemas/TopOfBookType"
            },
            "timestamp": {
              "$ref": "#/components/schemas/TimestampNanos"
            },
            "bids": {
              "$ref": "#/components/schemas/TopOfBookLevelList"
            },
            "asks": {
              "$ref": "#/components/schemas/TopOfBookLevelList"
            }
          }
        },
        "TopOfBookEvent": {
          "title": "TopOfBookEvent",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "channel",
            "payload"
          ],
          "properties": {
            "channel": {
              "$ref": "#/components/schemas/TopOfBookChannel"
            },
            "payload": {
              "$ref": "#/components/schemas/TopOfBookPayload"
            }
          }
        },
        "ExecutionDataChannel": {
          "title": "ExecutionDataChannel",
          "type": "string",
          "enum": [
            "execution_data"
          ],
          "x-extensible-enum": false
        },
        "ExecutionDataPayload": {
          "title": "ExecutionDataPayload",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "market",
            "price",
            "amount",
            "executed_at"
          ],
          "properties": {
            "market": {
              "$ref": "#/components/schemas/MarketSymbol"
            },
            "price": {
              "$ref": "#/components/schemas/Decimal"
            },
            "amount": {
              "$ref": "#/components/schemas/Decimal"
            },
            "executed_at": {
              "$ref": "#/components/schemas/DateTime"
            }
          }
        },
        "ExecutionDataEvent": {
          "title": "ExecutionDataEvent",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "channel",
            "payload"
          ],
          "properties": {
            "channel": {
              "$ref": "#/components/schemas/ExecutionDataChannel"
            },
            "payload": {
              "$ref": "#/components/schemas/ExecutionDataPayload"
            }
          }
        },
        "HeartbeatChannel": {
          "title": "HeartbeatChannel",
          "type": "string",
          "enum": [
            "heartbeat"
          ],
          "x-extensible-enum": false
        },
        "HeartbeatPayload": {
          "title": "HeartbeatPayload",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "timestamp"
          ],
          "properties": {
            "timestamp": {
              "$ref": "#/components/schemas/TimestampNanos"
            }
          }
        },
        "HeartbeatEvent": {
          "title": "HeartbeatEvent",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "channel",
            "payload"
          ],
          "properties": {
            "channel": {
              "$ref": "#/components/schemas/HeartbeatChannel"
            },
            "payload": {
              "$ref": "#/components/schemas/HeartbeatPayload"
            }
          }
        }
      }
    }
  },
  "schemas": {
    "subscribeRequest": {
      "$ref": "#/components/schemas/SubscribeRequest"
    },
    "subscribeResponse": {
      "$ref": "#/components/schemas/SubscribeResponse"
    },
    "unsubscribeRequest": {
      "$ref": "#/components/schemas/UnsubscribeRequest"
    },
    "unsubscribeResponse": {
      "$ref": "#/components/schemas/UnsubscribeResponse"
    },
    "subscriptionListRequest": {
      "$ref": "#/components/schemas/SubscriptionListRequest"
    },
    "subscriptionListResponse": {
      "$ref": "#/components/schemas/SubscriptionListResponse"
    },
    "marketData": {
      "$ref": "#/components/schemas/MarketDataEvent"
    },
    "topOfBook": {
      "$ref": "#/components/schemas/TopOfBookEvent"
    },
    "executionData": {
      "$ref": "#/components/schemas/ExecutionDataEvent"
    },
    "heartbeat": {
      "$ref": "#/components/schemas/HeartbeatEvent"
    },
    "error": {
      "$ref": "#/components/schemas/ErrorMessage"
    }
  }
};

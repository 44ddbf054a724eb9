export type * from './generated/models.js';
export * from './generated/enums.js';
export {
  CHANNEL_DEPRECATIONS,
  CHANNEL_MESSAGES,
  CHANNEL_TYPES,
  CLOSE_CODES,
  CONNECTION_LIMITS,
  LOCAL_STREAM_PATH,
  STREAM_SCOPE,
  STREAM_SUBPROTOCOL,
  STRING_MAX_LENGTHS,
  TOKEN_PROTOCOL_PREFIX,
  type ChannelDeprecationNotice,
  type ChannelEvents,
  type CloseCodeName,
} from './generated/connection.js';
export * from './generated/messages.js';
export { validators, type MessageValidator, type ValidatorError } from './generated/validators.js';
export { readers } from './generated/readers.js';
export { ASYNCAPI_SPEC } from './generated/spec.js';
export {
  readServerFrame,
  validateClientFrame,
  validateMessage,
  validateServerFrame,
  type ClientFrameResult,
  type FrameError,
  type FrameResult,
  type ServerFrameResult,
} from './validate.js';

import { readStreamSpec } from '../asyncapi/messages.js';
import { banner } from '../common/banner.js';
import type { GeneratedFiles } from '../common/files.js';
import { specInfoModule } from '../common/spec-info.js';
import { extensibleEnumsModule } from '../evolution/extensible-enums.js';
import { streamConnectionModule } from './connection.js';
import { streamModelsModule } from './models.js';
import { streamMessagesModule, streamReadersModule, streamValidatorsModule } from './validators.js';

/**
 * `@dap/stream-models`: from an AsyncAPI 3 bundle, the message models (Modelina), the extensible
 * enums' constants and guards, the connection's scope and channel types, the compiled validators (ajv standalone) and the tolerant readers of
 * the server's messages, the message catalogue with its type guards, and the spec info.
 */
export async function generateStreamModels(bundlePath: string, source: string): Promise<GeneratedFiles> {
  const spec = await readStreamSpec(bundlePath);
  const header = banner(source, 'stream-models');
  const { code, typeNames, enums } = await streamModelsModule(spec);
  return {
    'models.ts': header + '\n' + code,
    'enums.ts': header + '\n' + extensibleEnumsModule(enums),
    'connection.ts': header + '\n' + streamConnectionModule(spec),
    'validators.ts': header + '\n' + streamValidatorsModule(spec),
    'readers.ts': header + '\n' + streamReadersModule(spec),
    'messages.ts': header + '\n' + streamMessagesModule(spec, typeNames),
    'spec.ts': header + '\n' + specInfoModule('ASYNCAPI_SPEC', spec.info),
  };
}

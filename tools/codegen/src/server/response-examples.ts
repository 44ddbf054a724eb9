import type { RestSpec } from '../openapi/operations.js';

/**
 * The documented answers of every operation, by status, as the spec's examples show them: for
 * a server that answers a test's `Prefer: code=NNN` the way Prism's mock does (the sandbox), so
 * one test suite runs against the mock and the sandbox alike. Error statuses carry the example
 * body and its headers' examples; success statuses only say they are documented (the server
 * answers those with real data).
 */
export function responseExamplesModule(spec: RestSpec): string {
  const entries = spec.operations.map((op) => {
    const statuses = op.responses
      .filter((response) => /^\d{3}$/.test(response.status))
      .map((response) => {
        const documented: Record<string, unknown> = {};
        if (Number(response.status) >= 400) {
          if (response.contentType !== undefined) documented['contentType'] = response.contentType;
          if (response.example !== undefined) documented['body'] = response.example;
          if (response.headerExamples !== undefined) documented['headers'] = response.headerExamples;
        }
        return `    ${JSON.stringify(response.status)}: ${JSON.stringify(documented)},`;
      });
    return `  ${JSON.stringify(op.operationId)}: {\n${statuses.join('\n')}\n  },`;
  });
  return `/** One documented answer: for an error status, its example body, media type and header examples. */
export interface DocumentedResponse {
  readonly contentType?: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The statuses each operation documents (\`responses\`), with the examples of the error ones. */
export const DOCUMENTED_RESPONSES: Readonly<Record<string, Readonly<Record<string, DocumentedResponse>>>> = {
${entries.join('\n')}
};
`;
}

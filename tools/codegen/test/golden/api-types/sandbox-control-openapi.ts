// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { UnknownEnumValue } from './enums.js';
import type { Decimal, Problem, Widget, WidgetStatus } from './openapi.js';

/** The schemas this API reuses from the Golden fixture: its types, not copies of them. */
export type { Decimal, Problem, Widget, WidgetStatus };

export interface paths {
    "/widgets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getWidget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Decimal: Decimal;
        Widget: Widget;
        WidgetStatus: WidgetStatus;
        Problem: Problem;
        WidgetSoldProblem: WidgetSoldProblem;
        GadgetMode: GadgetMode;
        Gadget: Gadget;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
/** @description Not the same schema: declared anew. */
export type WidgetSoldProblem = Problem & {
    meta: {
        sold_at: string;
    };
};
/** @enum {string} */
export type GadgetMode = "ON" | "OFF" | UnknownEnumValue;
export interface Gadget {
    widget: Widget;
    mode?: GadgetMode;
}
export type $defs = Record<string, never>;
export interface operations {
    getWidget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Gadget;
                };
            };
        };
    };
}

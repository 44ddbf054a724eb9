// Generated from test/fixtures/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { UnknownEnumValue } from './enums.js';

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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type Decimal = string;
export interface Widget {
    id: string;
    price: Decimal;
    /** @enum {unknown} */
    kind?: "A" | "B";
    status?: WidgetStatus;
}
/** @enum {string} */
export type WidgetStatus = "NEW" | "SOLD" | "RETURNED" | UnknownEnumValue;
export interface Problem {
    type: string;
    title: string;
    status: number;
    meta?: {
        [key: string]: unknown;
    };
}
export type WidgetSoldProblem = Problem & {
    meta: {
        sold_at: string;
    };
};
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
                    "application/json": Widget;
                };
            };
        };
    };
}

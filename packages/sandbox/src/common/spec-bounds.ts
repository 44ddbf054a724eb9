import { specMaxLength } from '@dap/server';

/** The longest decimal string the API carries (`Decimal`). */
export const DECIMAL_MAX_LENGTH = specMaxLength('Decimal');

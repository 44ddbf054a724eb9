/**
 * The scope every sandbox-control operation requires (`specs/sandbox-control`'s security scheme).
 * The demo client with every scope of the platform API holds it too; a token requested without
 * `scope` carries it, one requested with only platform scopes does not.
 */
export const CONTROL_SCOPE = 'sandbox:control';

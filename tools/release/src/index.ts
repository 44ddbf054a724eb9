export { setSpecVersion } from './spec-version.js';
export { cutRelease, ReleaseError, type CutOptions, type CutResult } from './version.js';

export { mockDocument } from './mock-spec.js';
export { startMock, type MockOptions, type RunningMock } from './start.js';

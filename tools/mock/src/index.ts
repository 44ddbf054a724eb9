export { mockDocument } from './mock-spec.js';
export {
  parseViolations,
  startMock,
  startProxy,
  type Exchange,
  type MockOptions,
  type ProxyOptions,
  type RunningMock,
  type RunningProxy,
  type Violation,
} from './start.js';

// The diagram's browser-side parts in one chunk (one request): see ./lazy-flow-parts.
export { FlowDownload } from './flow-download'
export { FlowSteps } from './flow-steps'

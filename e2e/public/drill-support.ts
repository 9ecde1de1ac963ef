// `e2e/drill-support`: what the bench's drills share with the end-to-end drills: careers modules that
// misbehave, the release CLI as a drill runs it, the edge's memory settings and how a process tree's
// memory is read under a flood of unique searches.
export {
  MISBEHAVIOURS,
  previewCookie,
  publishCareers,
  replacingRenders,
  timeHome,
} from '../support/misbehaving-modules';
export { release } from '../support/release-cli';
export { EDGE_NODE_OPTIONS } from '../support/edge-node-options';
export { treePss, type TreeMemory } from '../support/process-memory';
export { samplePeak, sendUniqueSearches, totalKb } from '../support/unique-searches';

/**
 * The Node options deploy/edge.env.example gives a production edge (NODE_OPTIONS): its V8 heap
 * ceiling. Without one, V8 on a machine with plenty of memory lets the heap grow by hundreds of MB
 * under a burst of requests before collecting (docs/performance.md).
 */
export const EDGE_NODE_OPTIONS = '--max-old-space-size=256';

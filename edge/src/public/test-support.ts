// `edge/test-support`: what the drills and the bench use to run an edge and talk to it as clients do.
export { applicationForm } from '../test-support/application-form';
export { CONTACT_SUBMISSION } from '../test-support/contact-submission';
export { pacedUpload } from '../test-support/paced-upload';
export { openJob, type OpenJob } from '../test-support/provider-rows';
export {
  RELEASE_STORE_VARIABLE,
  copyReleaseStore,
  foldersOf,
  startEdgeProcess,
  stopStartedEdges,
  type EdgeProcess,
  type EdgeProcessOptions,
} from '../test-support/test-edge';

// Stands in for runtime-core's plugins/snapshot/SnapshotHandler.js (see slim-federation-runtime.js).

/** A hook set no lifecycle is ever emitted on: plugins' snapshot hooks have nothing to run for. */
const NO_HOOKS = {
  registerPlugins: {},
  applyPlugin() {},
  removePlugin() {},
};

export class SnapshotHandler {
  constructor(host) {
    this.HostInstance = host;
    this.hooks = NO_HOOKS;
    // removeRemote deletes a re-registered remote's manifest from here.
    this.manifestCache = new Map();
  }

  loadRemoteSnapshotInfo() {
    return Promise.reject(new Error('Module federation snapshots are compiled out of this build (disableSnapshot).'));
  }
}

/** removeRemote looks up the host's snapshot of a remote; without manifests there never is one. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}

import { executableOnPath } from './executable-on-path';
import type { ProcessHost } from './process-host';
import type { Confinement } from './render-outcome';

/** util-linux's tools, by absolute path: a render process's environment has no PATH to find them by. */
interface Tools {
  setpriv: string;
  unshare: string;
}

/** How one render process is started: the command, and (without unshare) the uid Node starts it as. */
export interface LaunchPlan {
  file: string;
  args: string[];
  identity: { uid: number; gid: number } | null;
  /**
   * Whether the started process (unshare) forks the render process: its pid is then the started
   * one's child, the process to watch, and killing the started one kills it (`--kill-child`).
   */
  forks: boolean;
}

/** What a pool found it can do on this host, and how it starts each process accordingly. */
export interface HostConfinement extends Confinement {
  plan(nodeArgs: readonly string[], uid: number | null): LaunchPlan;
}

const PROBE_TIMEOUT_MS = 10_000;
// A stand-in uid for the probe as root: the one a setuid to any uid of the range proves as well.
const PROBE_UID = 65534;

/**
 * The command that starts `node nodeArgs` confined. With the namespaces: setpriv kills it if its
 * starter dies (the parent-death signal) and forbids it new privileges; unshare gives it its own
 * network namespace (only a loopback interface, down) and PID namespace (it sees no other process and
 * is PID 1 of its own), forks it, and kills it when itself killed. Where the edge is root, unshare
 * needs no user namespace and a second setpriv drops the process to its uid (and a group of the same
 * number, with no other), then sets the parent-death signal again, as a change of uid clears it.
 * Where it is not, a user namespace lets unshare create the others without privilege. Without the
 * namespaces, Node starts the process itself, as its uid where it has one.
 */
function launchPlan(tools: Tools | null, nodeArgs: readonly string[], uid: number | null): LaunchPlan {
  if (!tools) {
    return {
      file: process.execPath,
      args: [...nodeArgs],
      identity: uid === null ? null : { uid, gid: uid },
      forks: false,
    };
  }
  const { setpriv, unshare } = tools;
  const namespaces = uid === null ? ['--user', '--net', '--pid'] : ['--net', '--pid'];
  const asUid =
    uid === null ? [] : [setpriv, `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--pdeathsig=KILL', '--'];
  return {
    file: setpriv,
    args: [
      '--pdeathsig=KILL',
      '--no-new-privs',
      '--',
      unshare,
      ...namespaces,
      '--fork',
      '--kill-child',
      '--',
      ...asUid,
      process.execPath,
      ...nodeArgs,
    ],
    identity: null,
    forks: true,
  };
}

/** Runs a plan of `node --version` through the host: null when it printed Node's version, else why not. */
function tryPlan(host: ProcessHost, plan: LaunchPlan): Promise<string | null> {
  return new Promise((resolve) => {
    let said = '';
    let printed = '';
    const timer = setTimeout(() => {
      started.kill();
      resolve(`it did not answer within ${PROBE_TIMEOUT_MS} ms`);
    }, PROBE_TIMEOUT_MS);
    const started = host.spawn(
      plan.file,
      plan.args,
      { env: {}, cwd: '/', stdio: ['ignore', 'pipe', 'pipe'], detached: true },
      4096,
      {
        started: () => undefined,
        stdout: (chunk) => (printed += chunk.toString('utf8')),
        stderr: (text) => (said += text),
        overflow: () => undefined,
        error: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
        exit: (code, signal) => {
          clearTimeout(timer);
          const last = said.trim().split('\n').at(-1) ?? '';
          if (code === 0 && printed.startsWith('v')) resolve(null);
          else resolve(last || (signal ? `it was killed (${signal})` : `it exited with code ${code}`));
        },
      },
    );
  });
}

/**
 * What this host allows render processes, tried once by each pool before its first process: util-
 * linux's setpriv and unshare found on `searchPath` and able to start Node in namespaces of its own
 * (as root, or as any user where the kernel lets users create user namespaces). Elsewhere (tools
 * missing, a container that refuses unshare, user namespaces switched off) render processes run
 * without them, and `without` says why (docs/security.md says what that loses).
 */
export async function probeConfinement(
  host: ProcessHost,
  ownUids: boolean,
  searchPath = process.env.PATH ?? '',
): Promise<HostConfinement> {
  const setpriv = executableOnPath('setpriv', searchPath);
  const unshare = executableOnPath('unshare', searchPath);
  const found = setpriv && unshare ? { setpriv, unshare } : null;
  const missing = found ? null : `util-linux's ${setpriv ? 'unshare' : 'setpriv'} is not on the PATH`;
  const refused = found && (await tryPlan(host, launchPlan(found, ['--version'], ownUids ? PROBE_UID : null)));
  const tools = found && !refused ? found : null;
  return {
    namespaces: tools !== null,
    ownUids,
    without: missing ?? (refused ? `unshare cannot create namespaces here: ${refused}` : null),
    plan: (nodeArgs, uid) => launchPlan(tools, nodeArgs, uid),
  };
}

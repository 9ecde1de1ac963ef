import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatByteSize } from 'shared-config/byte-size';
import { readReleaseEnvironment, type ReleaseEnvironment } from '../../model/config/release-environment';
import { readReleaseClientEnvironment } from '../service/release-service-environment';
import type { GcReport } from '../changes/gc';
import type { ReleaseTarget } from '../changes/change-context';
import type { RolledBack } from '../changes/rollback';
import { formatLogEntry, releaseActor, type ReleaseLogEntry } from '../../model/log/release-log';
import { PACKAGE_NAMES, isPackageName, type PackageName } from '../../model/packages/package-names';
import { WORKSPACES, workspaceDir } from '../../model/packages/package-workspaces';
import { REPO_ROOT } from 'shared-config/server';
import type { Pointers } from '../../model/pointers/pointer-set';
import type { ReleaseState } from '../../model/pointers/release-pointer';
import { isCanaryShare } from '../../model/pointers/canary-share';
import { terminalText } from './terminal-text';
import { ReleaseError } from '../../model/release-error';
import type { ReleaseView } from '../service/release-views';
import { provenanceOf } from '../changes/build-provenance';
import { describeFailure } from '../../model/storage/files/file-errors';
import type { Provenance } from '../../model/releases/release-record';
import { shortTime } from './format';
import { openReleaseStores } from '../../model/storage/open-release-stores';
import { changesBy } from '../changes/change-context';
import { publishLocalBuilds } from '../changes/local-builds';
import { overrideCommand } from './override-command';
import { packBuild } from './pack-build';
import { localApi, remoteApi, type ApiRequest, type ReleaseApi } from './release-api';
import { rolloutCommand } from './rollout-command';
import { tokenCommand } from './token-command';
import { webhookCommand } from './webhook-command';
import type { Rollout } from '../../model/rollouts/rollout-record';
import { describePlan } from '../rollouts/rollout-plan';
import { USAGE } from './usage';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface CliOptions {
  /** Where a build published from this checkout came from (git, unless a test says otherwise). */
  provenance?: (name: PackageName) => Provenance;
}

const usageError = (message: string) => new ReleaseError(`${message}\n${USAGE}`);

function packageName(raw: string | undefined): PackageName {
  if (raw === undefined) throw usageError('which package? name one');
  if (!isPackageName(raw)) {
    const choices = `${PACKAGE_NAMES.slice(0, -1).join(', ')} or ${PACKAGE_NAMES[PACKAGE_NAMES.length - 1]}`;
    throw new ReleaseError(`unknown package '${raw}': choose ${choices}`);
  }
  return raw;
}

/** `<name> <id>`, or one or more `<name>=<id>`. */
function releaseTargets(args: readonly string[]): ReleaseTarget[] {
  if (args.length === 0) throw usageError('which release? give <name> <id>, or <name>=<id> for each package of a set');
  if (!args[0]?.includes('=')) {
    const id = args[1];
    if (!id) throw usageError('which release? give its id (release -- list shows them)');
    if (args.length > 2) throw usageError('for several packages give <name>=<id> for each');
    return [{ name: packageName(args[0]), id }];
  }
  return args.map((arg) => {
    const [name, id, ...rest] = arg.split('=');
    if (!id || rest.length > 0) throw usageError(`'${arg}' is not <name>=<id>`);
    return { name: packageName(name), id };
  });
}

function canaryPercent(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const percent = Number(raw);
  if (!isCanaryShare(percent)) {
    throw new ReleaseError(
      `--canary takes a share of visitors above 0 and below 100 (at most two decimals), not '${raw}'`,
    );
  }
  return percent;
}

function keepCount(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const keep = Number(raw);
  if (!Number.isInteger(keep) || keep < 0) throw new ReleaseError(`--keep takes a whole number, not '${raw}'`);
  return keep;
}

/** `npm run build -w <workspace>`, its output on stderr so that stdout carries the result alone. */
function buildPackage(name: PackageName, env: NodeJS.ProcessEnv): void {
  const built = spawnSync('npm', ['run', 'build', '--silent', '-w', WORKSPACES[name]], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 2, 2],
  });
  if (built.status !== 0) throw new ReleaseError(`the production build of ${name} failed: nothing was published`);
}

const listed = (targets: readonly { name: string; id: string }[]) =>
  targets.map(({ name, id }) => `${name} ${id}`).join(', ');

const parseCommandLine = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: {
      dist: { type: 'string' },
      canary: { type: 'string' },
      rollout: { type: 'string' },
      approve: { type: 'string' },
      force: { type: 'boolean', default: false },
      'allow-uncommitted': { type: 'boolean', default: false },
      to: { type: 'string' },
      keep: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      edge: { type: 'boolean', default: false },
      slack: { type: 'boolean', default: false },
      changed: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

interface Run {
  rest: string[];
  values: ReturnType<typeof parseCommandLine>['values'];
  env: NodeJS.ProcessEnv;
  provenance: (name: PackageName) => Provenance;
  /** Sends a request to the release service and gives its answer; a refusal throws its message. */
  call<T>(request: ApiRequest): Promise<T>;
  out(line: string): void;
  err(line: string): void;
}

// Every command but `token`, `override` and `local` goes through the release service: one elsewhere
// (RELEASE_API_URL), or the one this process runs on the store of this machine.
const COMMANDS: Record<string, (run: Run) => Promise<void>> = {
  async publish({ rest, values, env, provenance, call, out, err }) {
    const name = packageName(rest[0]);
    if (!values.dist) buildPackage(name, env);
    const dist = values.dist ? path.resolve(values.dist) : path.join(workspaceDir(name), 'dist');
    const from = provenance(name);
    const query = new URLSearchParams();
    if (from.version) query.set('version', from.version);
    if (from.commit) query.set('commit', from.commit);
    if (from.committed !== null) query.set('committed', String(from.committed));
    const { release } = await call<{ release: ReleaseView }>({
      method: 'POST',
      url: `/api/packages/${name}/releases?${query}`,
      body: await packBuild(name, dist),
    });
    const about = [
      release.version && `version ${release.version}`,
      release.commit && `commit ${release.commit.slice(0, 12)}`,
    ];
    if (release.committed === false) about.push('uncommitted changes');
    out(
      `Published ${name} ${release.id}: ${release.files} files, ${formatByteSize(release.size)} (${about.filter(Boolean).join(', ')})`,
    );
    const problems = release.serverRender?.problems ?? [];
    if (release.serverRender && problems.length === 0)
      out('Its server module renders its pages (smoke render passed).');
    // Stored all the same: a preview shows the team what is wrong; activation refuses it.
    for (const problem of problems) err(`${name} ${release.id}: ${problem}`);
    if (problems.length > 0) err('The smoke render failed: activation will refuse this release until it is fixed.');
    out(`Try it: npm run release -- preview ${name} ${release.id}`);
    out(release.id);
  },

  async activate({ rest, values, call, out, err }) {
    const targets = releaseTargets(rest);
    const percent = canaryPercent(values.canary);
    if (values.rollout !== undefined) {
      if (percent !== null) throw usageError('give --canary or --rollout, not both');
      const started = await call<{ notes: string[]; rollout: Rollout }>({
        method: 'POST',
        url: '/api/activations',
        body: {
          releases: targets,
          rollout: { steps: values.rollout, ...(values.approve ? { approve: values.approve } : {}) },
          force: values.force,
          allowUncommitted: values['allow-uncommitted'],
        },
      });
      started.notes.forEach(err);
      const { rollout } = started;
      out(
        `${listed(targets)} ${targets.length > 1 ? 'roll out together' : 'rolls out'} as ${rollout.id}: ${describePlan(rollout.plan)}`,
      );
      out(
        `Now a canary for ${rollout.plan[0]?.percent}% of visitors; the release service takes each step by itself (npm run release -- rollout status ${targets[0]?.name})`,
      );
      return;
    }
    if (values.approve !== undefined) throw usageError('--approve goes with --rollout');
    const { pointers, notes } = await call<{ pointers: Pointers; notes: string[] }>({
      method: 'POST',
      url: '/api/activations',
      body: {
        releases: targets,
        ...(percent === null ? {} : { canaryPercent: percent }),
        force: values.force,
        allowUncommitted: values['allow-uncommitted'],
      },
    });
    notes.forEach(err);
    if (targets.length > 1) {
      out(
        percent === null
          ? `${listed(targets)} are active for every visitor, together; edges switch within 5 s`
          : `${listed(targets)} are a canary for ${percent}% of visitors, together (each visitor gets all of them or none); edges switch within 5 s`,
      );
      return;
    }
    const [{ name, id }] = targets as [ReleaseTarget];
    const pointer = pointers[name];
    out(
      percent === null
        ? `${name} ${id} is active for every visitor (previous: ${pointer.previous ?? 'none'}); edges switch within 5 s`
        : `${name} ${id} is a canary for ${percent}% of visitors, ${pointer.active} for the rest; edges switch within 5 s`,
    );
  },

  async rollback({ rest, values, call, out, err }) {
    if (values.to !== undefined && values.to !== 'previous')
      throw usageError(`--to takes 'previous', not '${values.to}'`);
    const names = rest.map(packageName);
    if (names.length === 0) packageName(undefined);
    const outcome = await call<{ packages: RolledBack[]; notes: string[] }>({
      method: 'POST',
      url: '/api/rollbacks',
      body: { packages: names, toPrevious: values.to === 'previous', force: values.force },
    });
    outcome.notes.forEach(err);
    for (const { name, step, before, after } of outcome.packages) {
      if (step === 'end-canary')
        out(`${name}: the canary ${before.canary?.id} ended; every visitor gets ${after.active}`);
      else if (step === 'clear-halted-canary') {
        out(`${name}: the canary ${before.canary?.id} had already been halted, so nobody got it; it is now cleared.`);
        out(`${name}: every visitor gets ${after.active}, as before.`);
        if (after.previous) {
          out(
            `To go back to the release before it, ${after.previous}: npm run release -- rollback ${name} --to previous`,
          );
        }
      } else out(`${name}: ${after.active} is active again (instead of ${before.active})`);
    }
  },

  async rollout({ rest, call, out }) {
    await rolloutCommand({ request: rest[0], name: packageName(rest[1]), call, out });
  },

  async halt({ rest, call, out }) {
    const names = rest.map(packageName);
    if (names.length === 0) packageName(undefined);
    const { pointers } = await call<{ pointers: Pointers }>({
      method: 'POST',
      url: '/api/halts',
      body: { packages: names },
    });
    for (const name of names)
      out(`${name}: the canary ${pointers[name].canary?.id} is halted; every visitor gets ${pointers[name].active}`);
  },

  async list({ rest, call, out }) {
    const name = packageName(rest[0]);
    type Row = ReleaseView & { state: ReleaseState; percent: number | null };
    const { store, releases } = await call<{ store: string; releases: Row[] }>({
      method: 'GET',
      url: `/api/packages/${name}/releases`,
    });
    if (releases.length === 0) {
      out(`${name} has no releases yet in ${store}: npm run release -- publish ${name}`);
      return;
    }
    out(`${'ID'.padEnd(38)}${'CREATED'.padEnd(25)}${'STATE'.padEnd(14)}SIZE`);
    for (const { id, createdAt, size, state, percent } of releases) {
      const shown = percent === null ? state : `${state} ${percent}%`;
      out(`${id.padEnd(38)}${shortTime(createdAt).padEnd(25)}${shown.padEnd(14)}${formatByteSize(size)}`);
    }
  },

  async log({ rest, call, out }) {
    const name = rest[0] === undefined ? null : packageName(rest[0]);
    const { store, entries } = await call<{ store: string; entries: ReleaseLogEntry[] }>({
      method: 'GET',
      url: name ? `/api/log?package=${name}` : '/api/log',
    });
    if (entries.length === 0) out(`The release log in ${store} has no entries${name ? ` for ${name}` : ''}.`);
    for (const entry of entries) out(formatLogEntry(entry));
  },

  async preview({ rest, call, out }) {
    const targets = releaseTargets(rest);
    const { url, expires } = await call<{ url: string; expires: string }>({
      method: 'POST',
      url: '/api/previews',
      body: { releases: targets },
    });
    const what = targets.map(({ name, id }) => `${name} ${id}`).join(' with ');
    out(`Preview of ${what} until ${shortTime(expires)}, in the browser that opens this link:`);
    out(url);
  },

  async gc({ rest, values, call, out }) {
    const names = rest.length > 0 ? rest.map(packageName) : [...PACKAGE_NAMES];
    const dryRun = values['dry-run'];
    const keep = keepCount(values.keep);
    const report = await call<GcReport>({
      method: 'POST',
      url: '/api/gc',
      body: { packages: names, dryRun, ...(keep === undefined ? {} : { keep }) },
    });
    const verb = dryRun ? 'would remove' : 'removed';
    for (const { name, removed, abandoned, kept } of report.packages) {
      const bytes = removed.reduce((total, release) => total + release.size, 0);
      out(
        `${name}: ${verb} ${removed.length} releases (${formatByteSize(bytes)}) and ${abandoned.length} leftovers of stopped publishes; kept ${kept.length}`,
      );
      for (const { id } of removed) out(`  ${verb} ${id}`);
      for (const folder of abandoned) out(`  ${verb} ${folder}`);
      for (const { id, why } of kept) out(`  kept ${id}: ${why}`);
    }
    if (!dryRun) out(`The log dropped ${report.logDropped} old entries.`);
  },
};

/** The commands that always work on the store of this machine, never through a release service. */
const LOCAL_COMMANDS: Record<
  string,
  (run: Omit<Run, 'call' | 'provenance'> & { environment: ReleaseEnvironment }) => Promise<void>
> = {
  token: ({ rest, values, environment, out }) => tokenCommand(rest, { edge: values.edge }, environment, out),
  webhook: ({ rest, values, environment, out }) => webhookCommand(rest, { slack: values.slack }, environment, out),
  override: ({ rest, environment, env, out }) => overrideCommand(rest, environment, releaseActor(env), out),
  async local({ rest, values, environment, env, out }) {
    if (rest.length > 0) throw usageError(`local takes no package: it publishes whichever builds the store lacks`);
    const stores = await openReleaseStores(environment);
    try {
      await publishLocalBuilds(
        changesBy(stores, releaseActor(env)),
        environment,
        values.changed ? 'changed' : 'missing',
        out,
      );
    } finally {
      await stores.close();
    }
  },
};

/**
 * Runs one release command; returns the exit code (0 done, 1 refused or failed, with the reason on
 * `err`). Every line it prints has its control characters escaped (terminal-text.ts).
 */
export async function runReleaseCli(
  args: string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
  { provenance = provenanceOf }: CliOptions = {},
): Promise<number> {
  const out = (line: string) => output.out(terminalText(line));
  const err = (line: string) => output.err(terminalText(line));
  let parsed;
  try {
    parsed = parseCommandLine(args);
  } catch (error) {
    err(`release: ${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || command === 'help') {
    USAGE.split('\n').forEach(out);
    return 0;
  }
  let api: ReleaseApi | null = null;
  try {
    const environment = readReleaseEnvironment(env);
    const local = command ? LOCAL_COMMANDS[command] : undefined;
    if (local) {
      await local({ rest, values: parsed.values, environment, env, out, err });
      return 0;
    }
    const run = command ? COMMANDS[command] : undefined;
    if (!run) throw usageError(command ? `unknown command '${command}'` : 'which command?');
    const client = readReleaseClientEnvironment(env);
    const call = async <T>(request: ApiRequest): Promise<T> => {
      api ??= client.RELEASE_API_URL
        ? remoteApi(client.RELEASE_API_URL, client.RELEASE_TOKEN ?? null)
        : await localApi(environment, env);
      const { status, body } = await api.send(request);
      if (status >= 400)
        throw new ReleaseError((body as { message?: string }).message ?? `the release service answered ${status}`);
      return body as T;
    };
    await run({ rest, values: parsed.values, env, provenance, call, out, err });
    return 0;
  } catch (error) {
    err(`release: ${describeFailure(error)}`);
    return 1;
  } finally {
    await (api as ReleaseApi | null)?.close();
  }
}

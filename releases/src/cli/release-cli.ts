import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readRenderSandboxSettings } from 'render-sandbox/sandbox-settings';
import { readReleaseEnvironment, type ReleaseEnvironment } from '../config/release-environment';
import { activateReleases } from '../commands/activate';
import { collectGarbage } from '../commands/gc';
import { haltCanaries } from '../commands/halt';
import { listReleases } from '../commands/list';
import { previewLink } from '../commands/preview-link';
import { publishBuild } from '../commands/publish';
import type { ReleaseContext, ReleaseTarget } from '../commands/release-context';
import { rollbackReleases } from '../commands/rollback';
import { formatLogEntry, releaseActor } from '../log/release-log';
import {
  PACKAGE_NAMES,
  REPO_ROOT,
  WORKSPACES,
  isPackageName,
  workspaceDir,
  type PackageName,
} from '../packages/package-names';
import { openPointerStore } from '../pointers/open-pointer-store';
import type { PointerStore } from '../pointers/pointer-store';
import { previewSecret } from '../preview/preview-secret';
import { ReleaseError } from '../release-error';
import { provenanceOf } from '../store/build-provenance';
import { describeFailure } from '../store/file-errors';
import { megabytes, shortTime } from './format';
import { overrideCommand } from './override-command';
import { siteUrlFor } from '../config/site-url';
import { USAGE } from './usage';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
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
  if (!(percent > 0 && percent < 100) || Math.round(percent * 100) !== percent * 100) {
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

interface Run {
  rest: string[];
  values: ReturnType<typeof parseCommandLine>['values'];
  env: NodeJS.ProcessEnv;
  environment: ReleaseEnvironment;
  open(): Promise<ReleaseContext>;
  out(line: string): void;
  err(line: string): void;
}

const parseCommandLine = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: {
      dist: { type: 'string' },
      canary: { type: 'string' },
      force: { type: 'boolean', default: false },
      to: { type: 'string' },
      keep: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

const COMMANDS: Record<string, (run: Run) => Promise<void>> = {
  async publish({ rest, values, env, open, out, err }) {
    const name = packageName(rest[0]);
    const releases = await open();
    if (!values.dist) buildPackage(name, env);
    const dist = values.dist ? path.resolve(values.dist) : path.join(workspaceDir(name), 'dist');
    const record = await publishBuild(releases, name, dist, provenanceOf(name));
    const from = [
      record.version && `version ${record.version}`,
      record.commit && `commit ${record.commit.slice(0, 12)}`,
    ];
    if (record.committed === false) from.push('uncommitted changes');
    out(
      `Published ${name} ${record.id}: ${record.files.length} files, ${megabytes(record.size)} (${from.filter(Boolean).join(', ')})`,
    );
    const problems = record.serverRender?.problems ?? [];
    if (record.serverRender && problems.length === 0) out('Its server module renders its pages (smoke render passed).');
    // Stored all the same: a preview shows the team what is wrong; activation refuses it.
    for (const problem of problems) err(`${name} ${record.id}: ${problem}`);
    if (problems.length > 0) err('The smoke render failed: activation will refuse this release until it is fixed.');
    out(`Try it: npm run release -- preview ${name} ${record.id}`);
    out(record.id);
  },

  async activate({ rest, values, open, out, err }) {
    const targets = releaseTargets(rest);
    const percent = canaryPercent(values.canary);
    const { after, notes } = await activateReleases(await open(), targets, {
      canaryPercent: percent,
      force: values.force,
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
    const pointer = after.pointers[name];
    out(
      percent === null
        ? `${name} ${id} is active for every visitor (previous: ${pointer.previous ?? 'none'}); edges switch within 5 s`
        : `${name} ${id} is a canary for ${percent}% of visitors, ${pointer.active} for the rest; edges switch within 5 s`,
    );
  },

  async rollback({ rest, values, open, out, err }) {
    if (values.to !== undefined && values.to !== 'previous')
      throw usageError(`--to takes 'previous', not '${values.to}'`);
    const names = rest.map(packageName);
    if (names.length === 0) packageName(undefined);
    const outcome = await rollbackReleases(await open(), names, {
      toPrevious: values.to === 'previous',
      force: values.force,
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

  async halt({ rest, open, out }) {
    const names = rest.map(packageName);
    if (names.length === 0) packageName(undefined);
    const context = await open();
    const before = (await context.store.read()).pointers;
    const after = await haltCanaries(context, names, 'halted from the command line');
    for (const name of names)
      out(`${name}: the canary ${before[name].canary?.id} is halted; every visitor gets ${after[name].active}`);
  },

  async list({ rest, open, out }) {
    const name = packageName(rest[0]);
    const rows = await listReleases(await open(), name);
    if (rows.length === 0) {
      out(`${name} has no releases yet: npm run release -- publish ${name}`);
      return;
    }
    out(`${'ID'.padEnd(38)}${'CREATED'.padEnd(25)}${'STATE'.padEnd(14)}SIZE`);
    for (const { record, state, percent } of rows) {
      const shown = percent === null ? state : `${state} ${percent}%`;
      out(
        `${record.id.padEnd(38)}${shortTime(record.createdAt).padEnd(25)}${shown.padEnd(14)}${megabytes(record.size)}`,
      );
    }
  },

  async log({ rest, open, out }) {
    const name = rest[0] === undefined ? null : packageName(rest[0]);
    const entries = (await (await open()).store.log()).filter((entry) => !name || entry.package === name);
    if (entries.length === 0) out('The release log is empty.');
    for (const entry of entries) out(formatLogEntry(entry));
  },

  async preview({ rest, environment, open, out }) {
    const targets = releaseTargets(rest);
    const site = await siteUrlFor(environment.publicUrl, environment.releasesDir, environment.port);
    const secret = await previewSecret(environment.previewSecret, environment.releasesDir);
    const { url, expires } = await previewLink(await open(), targets, secret, site);
    const what = targets.map(({ name, id }) => `${name} ${id}`).join(' with ');
    out(`Preview of ${what} until ${shortTime(expires.toISOString())}, in the browser that opens this link:`);
    out(url);
  },

  async gc({ rest, values, open, out }) {
    const names = rest.length > 0 ? rest.map(packageName) : [...PACKAGE_NAMES];
    const dryRun = values['dry-run'];
    const report = await collectGarbage(await open(), names, { keep: keepCount(values.keep), dryRun });
    const verb = dryRun ? 'would remove' : 'removed';
    for (const { name, removed, abandoned, kept } of report.packages) {
      const bytes = removed.reduce((total, release) => total + release.size, 0);
      out(
        `${name}: ${verb} ${removed.length} releases (${megabytes(bytes)}) and ${abandoned.length} leftovers of stopped publishes; kept ${kept.length}`,
      );
      for (const { id } of removed) out(`  ${verb} ${id}`);
      for (const folder of abandoned) out(`  ${verb} ${folder}`);
      for (const { id, why } of kept) out(`  kept ${id}: ${why}`);
    }
    if (!dryRun) out(`The log dropped ${report.logDropped} old entries.`);
  },

  async override({ rest, environment, env, out }) {
    await overrideCommand(rest, environment, { releasesDir: environment.releasesDir, actor: releaseActor(env) }, out);
  },
};

/** Runs one release command; returns the exit code (0 done, 1 refused or failed, with the reason on `err`). */
export async function runReleaseCli(args: string[], env: NodeJS.ProcessEnv, { out, err }: CliOutput): Promise<number> {
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
  const stores: PointerStore[] = [];
  try {
    const environment = readReleaseEnvironment(env);
    const open = async (): Promise<ReleaseContext> => {
      const store = await openPointerStore(environment);
      stores.push(store);
      return {
        releasesDir: environment.releasesDir,
        store,
        actor: releaseActor(env),
        renderSandbox: readRenderSandboxSettings(env),
      };
    };
    const run = command ? COMMANDS[command] : undefined;
    if (!run) throw usageError(command ? `unknown command '${command}'` : 'which command?');
    await run({ rest, values: parsed.values, env, environment, open, out, err });
    return 0;
  } catch (error) {
    err(`release: ${describeFailure(error)}`);
    return 1;
  } finally {
    await Promise.all(stores.map((store) => store.close()));
  }
}

if (require.main === module) {
  void runReleaseCli(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then((code) => {
    process.exitCode = code;
  });
}

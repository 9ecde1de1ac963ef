import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readReleaseEnvironment } from '../config/release-environment';
import { provenanceOf } from '../store/build-provenance';
import { openPointerStore } from '../pointers/open-pointer-store';
import type { PointerStore } from '../pointers/pointer-store';
import { PACKAGE_NAMES, REPO_ROOT, WORKSPACES, isPackageName, workspaceDir, type PackageName } from '../packages/package-names';
import {
  activateRelease,
  haltCanary,
  listReleases,
  previewLink,
  publishBuild,
  rollbackRelease,
  type ReleaseContext,
} from '../commands/release-commands';
import { ReleaseError } from '../release-error';
import { formatLogEntry, releaseActor } from '../log/release-log';
import { previewSecret } from '../preview/preview-secret';

const USAGE = `Usage: npm run release -- <command>
  publish <name> [--dist <folder>]   build <name> in production mode (or take a finished build) and store it as a release
  activate <name> <id> [--canary <percent>] [--force]
                                     make a release live for every visitor, or for a share of them
  rollback <name> [--force]          end the canary, or go back to the previously active release
  halt <name>                        stop serving the canary and mark it halted
  list <name>                        every release of <name>: id, created, state, size
  log [<name>]                       who published, activated, rolled back or halted what, and when
  preview <name> <id>                a signed link (24 h) showing the site with that release
<name>: ${PACKAGE_NAMES.join(', ')}`;

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

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const shortTime = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

/** `npm run build -w <workspace>`, its output on stderr so that stdout carries the result alone. */
function buildPackage(name: PackageName, env: NodeJS.ProcessEnv): void {
  const built = spawnSync('npm', ['run', 'build', '--silent', '-w', WORKSPACES[name]], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 2, 2],
  });
  if (built.status !== 0) throw new ReleaseError(`the production build of ${name} failed: nothing was published`);
}

/** Runs one release command; returns the exit code (0 done, 1 refused or failed, with the reason on `err`). */
export async function runReleaseCli(args: string[], env: NodeJS.ProcessEnv, { out, err }: CliOutput): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        dist: { type: 'string' },
        canary: { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    err(`release: ${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const [command, ...rest] = parsed.positionals;
  const { values } = parsed;
  const stores: PointerStore[] = [];
  try {
    const config = readReleaseEnvironment(env);
    const open = async (): Promise<ReleaseContext> => {
      const store = await openPointerStore(config);
      stores.push(store);
      return { releasesDir: config.releasesDir, store, actor: releaseActor(env) };
    };
    switch (command) {
      case 'publish': {
        const name = packageName(rest[0]);
        const releases = await open();
        if (!values.dist) buildPackage(name, env);
        const dist = values.dist ? path.resolve(values.dist) : path.join(workspaceDir(name), 'dist');
        const record = await publishBuild(releases, name, dist, provenanceOf(workspaceDir(name)));
        const from = [
          record.version && `version ${record.version}`,
          record.commit && `commit ${record.commit.slice(0, 12)}`,
        ];
        if (record.committed === false) from.push('uncommitted changes');
        out(
          `Published ${name} ${record.id}: ${record.files.length} files, ${megabytes(record.size)} (${from.filter(Boolean).join(', ')})`,
        );
        out(`Try it: npm run release -- preview ${name} ${record.id}`);
        out(record.id);
        return 0;
      }
      case 'activate': {
        const name = packageName(rest[0]);
        const id = rest[1];
        if (!id) throw usageError('which release? give its id (release -- list shows them)');
        const percent = canaryPercent(values.canary);
        const pointer = await activateRelease(await open(), name, id, { canaryPercent: percent, force: values.force });
        out(
          percent === null
            ? `${name} ${id} is active for every visitor (previous: ${pointer.previous ?? 'none'}); edges switch within 5 s`
            : `${name} ${id} is a canary for ${percent}% of visitors, ${pointer.active} for the rest; edges switch within 5 s`,
        );
        return 0;
      }
      case 'rollback': {
        const name = packageName(rest[0]);
        const releases = await open();
        const before = (await releases.store.readAll())[name];
        const pointer = await rollbackRelease(releases, name, { force: values.force });
        out(
          before.canary
            ? `${name}: the canary ${before.canary.id} ended; every visitor gets ${pointer.active}`
            : `${name}: ${pointer.active} is active again (instead of ${pointer.previous})`,
        );
        return 0;
      }
      case 'halt': {
        const name = packageName(rest[0]);
        const pointer = await haltCanary(await open(), name, 'halted from the command line');
        out(`${name}: the canary ${pointer.canary?.id} is halted; every visitor gets ${pointer.active}`);
        return 0;
      }
      case 'list': {
        const name = packageName(rest[0]);
        const rows = await listReleases(await open(), name);
        if (rows.length === 0) {
          out(`${name} has no releases yet: npm run release -- publish ${name}`);
          return 0;
        }
        out(`${'ID'.padEnd(38)}${'CREATED'.padEnd(25)}${'STATE'.padEnd(14)}SIZE`);
        for (const { record, state, percent } of rows) {
          const shown = percent === null ? state : `${state} ${percent}%`;
          out(
            `${record.id.padEnd(38)}${shortTime(record.createdAt).padEnd(25)}${shown.padEnd(14)}${megabytes(record.size)}`,
          );
        }
        return 0;
      }
      case 'log': {
        const name = rest[0] === undefined ? null : packageName(rest[0]);
        const entries = (await (await open()).store.log()).filter((entry) => !name || entry.package === name);
        if (entries.length === 0) out('The release log is empty.');
        for (const entry of entries) out(formatLogEntry(entry));
        return 0;
      }
      case 'preview': {
        const name = packageName(rest[0]);
        const id = rest[1];
        if (!id) throw usageError('which release? give its id (release -- list shows them)');
        const site = env.PUBLIC_URL?.trim() || `http://localhost:${config.port}`;
        const secret = await previewSecret(config.previewSecret, config.releasesDir);
        const { url, expires } = await previewLink(await open(), name, id, secret, site);
        out(`Preview of ${name} ${id} until ${shortTime(expires.toISOString())}, in the browser that opens this link:`);
        out(url);
        return 0;
      }
      default:
        throw usageError(command ? `unknown command '${command}'` : 'which command?');
    }
  } catch (error) {
    err(`release: ${(error as Error).message}`);
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

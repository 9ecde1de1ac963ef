// `npm run pipeline -- <step> <team>`: the steps of each team's workflow in .github/workflows/, which
// a team runs the same way on a laptop (docs/releasing.md#the-teams-pipelines). What a step hands the
// next one goes into its outputs (GITHUB_OUTPUT), what a person reads into the job's summary.
//
//   build <team> [--base <ref>]   builds the team's packages a change since <ref> reaches (all of them
//                                 without one); output `builds` (`<name>=<folder> ...`)
//   publish <team> [--preview]    publishes BUILDS through the release service (RELEASE_API_URL) with
//                                 the team's RELEASE_TOKEN, and with --preview prints one preview link for
//                                 them all, into the summary and PREVIEW_COMMENT_FILE; a pull request
//                                 from a fork (FROM_FORK=true) has no token and publishes nothing;
//                                 outputs `releases` (`<name>=<id> ...`), `preview_url`, `comment_file`
//   rollout <team> --rollout <shares> [--approve <shares>]
//                                 starts the rollout of RELEASES as one set (activate --rollout)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { WORKSPACES, type PackageName } from 'releases/model';
import { runStage } from '../tasks/stage-run';
import { stageNamed } from '../tasks/stages';
import { addSummary, setOutput } from './github-files';
import { runRelease, type ReleaseRun } from './release-command';
import { isTeam, teamPackages, TEAMS, tokenSecretName, type Team } from './teams';
import { formatPairs, parsePairs, previewCommentMarker } from './pipeline-values';

class PipelineError extends Error {}

const list = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

function ownPairs(team: Team, variable: string, text: string | undefined): [PackageName, string][] {
  const pairs = parsePairs(variable, text ?? '');
  const own = teamPackages(team);
  const foreign = pairs.filter(([name]) => !(own as string[]).includes(name)).map(([name]) => name);
  if (foreign.length > 0) {
    throw new PipelineError(`${variable} names ${foreign.join(', ')}, which the ${team} team does not release`);
  }
  return pairs as [PackageName, string][];
}

/** A release command that must succeed: a refusal goes into the summary as the service said it. */
async function release(team: Team, what: string, args: readonly string[]): Promise<ReleaseRun> {
  const run = await runRelease(args);
  if (run.code !== 0) {
    addSummary([`### ${team}: ${what} refused`, '', '```', ...run.err, '```'].join('\n'));
    throw new PipelineError(`npm run release -- ${args.join(' ')} failed: ${run.err.join(' ') || `exit ${run.code}`}`);
  }
  return run;
}

async function build(team: Team, base: string | undefined): Promise<void> {
  // The control plane's provenance rules, loaded by this step alone (the others need none of it).
  const { changedSince, packagesChanged } = await import('./changed-packages');
  const packages = teamPackages(team);
  const changed = changedSince(base);
  const chosen = changed.files === null ? packages : packagesChanged(packages, changed.files);
  const against = changed.files === null ? changed.why : `since ${changed.since.slice(0, 12)}`;
  if (chosen.length === 0) {
    addSummary(
      `### ${team}: nothing to build\n\nNo change ${against} reaches the builds of ${list(packages)}: nothing is built or published.`,
    );
    setOutput('builds', '');
    return;
  }
  const result = await runStage(stageNamed('build'), { workspaces: chosen.map((name) => WORKSPACES[name]) });
  if (result.outcome !== 'passed') throw new PipelineError(`the build of ${chosen.join(', ')} failed`);
  const builds = formatPairs(chosen.map((name) => [name, `${WORKSPACES[name]}/dist`]));
  addSummary(`### ${team}: built ${list(chosen)}\n\nWhat changed ${against} reaches them.`);
  setOutput('builds', builds);
  if (!process.env.GITHUB_OUTPUT) console.log(`Next: BUILDS='${builds}' npm run pipeline -- publish ${team}`);
}

async function publish(team: Team, preview: boolean, env: NodeJS.ProcessEnv): Promise<void> {
  const builds = ownPairs(team, 'BUILDS', env.BUILDS);
  if (builds.length === 0) {
    addSummary(`### ${team}: nothing to publish\n\nThe build step built none of the team's packages.`);
    setOutput('releases', '');
    return;
  }
  if (env.FROM_FORK === 'true') {
    const why =
      "This pull request comes from a fork, and GitHub gives a fork's workflow no secrets: it was checked and " +
      'built, and nothing was published (no release, no preview link).';
    console.log(why);
    addSummary(`### ${team}: not published\n\n${why}`);
    setOutput('releases', '');
    return;
  }
  if (!env.RELEASE_API_URL) {
    throw new PipelineError(
      "RELEASE_API_URL is empty: set the repository variable RELEASE_API_URL to the release service's address",
    );
  }
  if (!env.RELEASE_TOKEN) {
    throw new PipelineError(`RELEASE_TOKEN is empty: set the repository secret ${tokenSecretName(team)}`);
  }
  const published: [PackageName, string][] = [];
  const lines: string[] = [];
  for (const [name, folder] of builds) {
    const run = await release(team, `publish of ${name}`, ['publish', name, '--dist', folder]);
    published.push([name, run.out.at(-1) ?? '']);
    lines.push(`- ${run.out[0] ?? name}`);
  }
  const releases = formatPairs(published);
  setOutput('releases', releases);
  if (!preview) {
    addSummary([`### ${team}: published`, '', ...lines].join('\n'));
    if (!env.GITHUB_OUTPUT) console.log(`Next: RELEASES='${releases}' npm run pipeline -- rollout ${team} --rollout …`);
    return;
  }
  const targets = published.map(([name, id]) => `${name}=${id}`);
  const shown = await release(team, 'preview', ['preview', ...targets]);
  const url = shown.out.at(-1) ?? '';
  const until = / until (.+), in the browser/.exec(shown.out[0] ?? '')?.[1] ?? 'the link expires';
  const body = [
    `### ${team}: preview`,
    '',
    `Published with the ${team} team's token:`,
    '',
    ...lines,
    '',
    `**[Open the preview](${url})**: the site with ${targets.length > 1 ? 'these releases' : 'this release'} in the browser that opens the link, until ${until}. Visitors see nothing new.`,
  ].join('\n');
  addSummary(body);
  setOutput('preview_url', url);
  if (env.PREVIEW_COMMENT_FILE) {
    writeFileSync(env.PREVIEW_COMMENT_FILE, `${previewCommentMarker(team)}\n${body}\n`);
    setOutput('comment_file', env.PREVIEW_COMMENT_FILE);
  }
}

async function rollout(team: Team, activateFlags: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const releases = ownPairs(team, 'RELEASES', env.RELEASES);
  if (releases.length === 0) {
    addSummary(`### ${team}: nothing to roll out\n\nThe publish step published none of the team's packages.`);
    return;
  }
  const names = releases.map(([name]) => name);
  const run = await release(team, 'rollout', [
    'activate',
    ...releases.map(([name, id]) => `${name}=${id}`),
    ...activateFlags,
  ]);
  addSummary(
    [
      `### ${team}: rollout started`,
      '',
      ...run.out.map((line) => `- ${line}`),
      '',
      `The release service moves it on by itself; follow it in the release console or with \`npm run release -- rollout status ${names[0]}\`.`,
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      preview: { type: 'boolean', default: false },
      rollout: { type: 'string' },
      approve: { type: 'string' },
    },
  });
  const [step, team, ...rest] = positionals;
  if (rest.length > 0) throw new PipelineError(`unexpected ${rest.join(' ')}`);
  if (!team || !isTeam(team)) throw new PipelineError(`which team? one of ${TEAMS.join(', ')}`);
  if (step === 'build') return build(team, values.base);
  if (step === 'publish') return publish(team, values.preview, process.env);
  if (step === 'rollout') {
    if (!values.rollout) throw new PipelineError('rollout needs --rollout <shares>, such as 10,50,100');
    const flags = ['--rollout', values.rollout, ...(values.approve ? ['--approve', values.approve] : [])];
    return rollout(team, flags, process.env);
  }
  throw new PipelineError(`unknown step '${step ?? ''}': build, publish or rollout`);
}

main().catch((error: unknown) => {
  console.error(`pipeline: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

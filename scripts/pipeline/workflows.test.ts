import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  PREVIEW_SEPARATOR,
  previewSecret,
  releaseFolder,
  verifyPreview,
  type PackageName,
  type Rollout,
} from 'releases/model';
import {
  activeSite,
  remoteBuildFiles,
  shellBuildFiles,
  startTestReleaseService,
  tempDir,
  type TestReleaseService,
} from 'releases/test-support';
import { codeOwnerRules } from '../tasks/affected';
import { formatPairs, previewCommentMarker } from './pipeline-values';
import { ownerOf, teamPackages, TEAMS, tokenSecretName, type Team } from './teams';
import {
  readWorkflow,
  REPO_ROOT,
  runJob,
  type JobEvent,
  type JobRun,
  type Workflow,
} from './test-support/run-workflow';

// Each workflow runs npm and the release CLI in processes of their own, a few seconds a job.
jest.setTimeout(120_000);

const BASE_SHA = 'b1'.repeat(20);
const HEAD_SHA = 'c2'.repeat(20);
/** The file each fixture build holds, so a release shows it was made from the build stage's output. */
const BUILT_HERE = 'built-by-the-build-step.txt';

const workflows = Object.fromEntries(TEAMS.map((team) => [team, readWorkflow(`${team}.yml`)])) as Record<
  Team,
  Workflow
>;

interface LogEntry {
  at: string;
  actor: string;
  action: string;
  package: PackageName;
  id: string;
}

describe("each team's workflow, as written", () => {
  const rules = codeOwnerRules(readFileSync(path.join(REPO_ROOT, '.github', 'CODEOWNERS'), 'utf8'));
  const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);

  it.each(TEAMS.filter((team) => team !== 'platform'))(
    "%s: runs on the team's own folders (CODEOWNERS's), shared-config, the lockfile and itself",
    (team) => {
      const own = rules
        .filter(({ pattern, owners }) => pattern.endsWith('/') && owners.join(' ') === ownerOf(team))
        .map(({ pattern }) => `${pattern.slice(1)}**`);
      expect(own.length).toBeGreaterThan(0);
      const expected = [...own, 'shared-config/**', 'package-lock.json', `.github/workflows/${team}.yml`];
      const { pull_request: pullRequest, push } = workflows[team].on;
      expect(pullRequest?.paths).toEqual(expected);
      expect(push).toEqual({ branches: ['main'], paths: expected });
      for (const pattern of expected)
        expect(existsSync(path.join(REPO_ROOT, pattern.replace(/\/\*\*$/, '')))).toBe(true);
    },
  );

  it('platform: runs on every pull request and push to main, as npm test is every change', () => {
    expect(workflows.platform.on).toEqual({ pull_request: null, push: { branches: ['main'] } });
  });

  it.each(TEAMS)(
    '%s: checks out the whole history, runs no inline shell, writes no expression into a command',
    (team) => {
      for (const step of steps(workflows[team])) {
        if (step.uses?.startsWith('actions/checkout@')) expect(step.with).toEqual({ 'fetch-depth': 0 });
        if (step.run === undefined) continue;
        expect(step.run).not.toContain('\n');
        expect(step.run).not.toContain('${{');
        // An npm command of the repository, or a script of it.
        const [first, second, script] = step.run.split(' ');
        if (first === 'npm' && second === 'run') {
          expect(JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).scripts).toHaveProperty([
            script,
          ]);
        } else if (first === 'npm') expect(['ci', 'test']).toContain(second);
        else expect(statSync(path.join(REPO_ROOT, first ?? '')).mode & 0o111).not.toBe(0);
      }
    },
  );

  it.each(TEAMS)("%s: publishes with its own team's token and no other secret", (team) => {
    const text = readFileSync(path.join(REPO_ROOT, '.github', 'workflows', `${team}.yml`), 'utf8');
    expect([...new Set(text.match(/secrets\.[A-Z_]+/g))]).toEqual([`secrets.${tokenSecretName(team)}`]);
  });
});

describe("each team's workflow, run step by step against a release service on loopback", () => {
  let service: TestReleaseService;
  let url: string;
  let builds: string;
  const tokens = {} as Record<Team, string>;

  beforeAll(async () => {
    service = await startTestReleaseService();
    url = await service.app.listen({ port: 0, host: '127.0.0.1' });
    await activeSite(service.releasesDir);
    tokens.marketing = await service.token('marketing', teamPackages('marketing'));
    tokens.recruitment = await service.token('recruitment', teamPackages('recruitment'));
    tokens.platform = await service.token('platform');
    builds = tempDir('workflow-builds');
    for (const name of ['shell', 'marketing', 'careers', 'contact'] as const) {
      const files = name === 'shell' ? shellBuildFiles() : remoteBuildFiles(name);
      for (const [file, content] of Object.entries({ ...files, [BUILT_HERE]: `${name}, by the build step` })) {
        mkdirSync(path.dirname(path.join(builds, name, file)), { recursive: true });
        writeFileSync(path.join(builds, name, file), content);
      }
    }
  });
  afterAll(async () => {
    await service.close();
    rmSync(builds, { recursive: true, force: true });
  });

  const log = async (): Promise<LogEntry[]> => {
    const answer = await service.app.inject({
      url: '/api/log',
      headers: { authorization: `Bearer ${tokens.platform}` },
    });
    return (answer.json() as { entries: LogEntry[] }).entries;
  };

  /** A pull request's event, the team's secret given unless it comes from a fork. */
  function pullRequest(team: Team, { fork = false } = {}): JobEvent {
    return {
      event: 'pull_request',
      github: {
        sha: HEAD_SHA,
        repository: 'corelink/website',
        event: { pull_request: { number: 49, base: { sha: BASE_SHA }, head: { repo: { fork } } } },
      },
      secrets: fork ? {} : { [tokenSecretName(team)]: tokens[team] },
      vars: { RELEASE_API_URL: url },
      standIns: [
        { command: /^\.ci\/install-system-packages$/ },
        { command: /^npm ci / },
        { command: /^npm run check -- / },
        { command: /^npm test$/ },
        // What the build step outputs for the team's packages, from the builds made here.
        {
          command: /^npm run pipeline -- build /,
          outputs: { builds: formatPairs(teamPackages(team).map((name) => [name, path.join(builds, name)])) },
        },
      ],
      // Where git finds no repository: the release CLI declares no provenance, as outside a checkout,
      // so this checkout's own uncommitted work has no say in what the test's releases may do.
      base: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        GIT_DIR: path.join(builds, 'no-repository'),
      },
    };
  }

  const key = (entry: LogEntry) => `${entry.at} ${entry.action} ${entry.package} ${entry.id}`;
  /** The log's entries that were not in it before. */
  const since = (before: LogEntry[], after: LogEntry[]) => {
    const seen = new Set(before.map(key));
    return after.filter((entry) => !seen.has(key(entry)));
  };
  const commands = (run: JobRun) => run.recorded.map(({ command }) => command);
  const recordedStep = (run: JobRun, command: RegExp) => run.recorded.find((step) => command.test(step.command));

  it.each(TEAMS)(
    "%s: a pull request is checked from its base, built, published with the team's token and previewed in the summary and a comment",
    async (team) => {
      const before = await log();
      const run = await runJob(workflows[team], pullRequest(team));
      const check = team === 'platform' ? 'npm test' : 'npm run check -- --base "$BASE_SHA"';
      expect(commands(run)).toEqual([
        'actions/checkout@v4',
        'actions/cache@v4',
        '.ci/install-system-packages',
        'npm ci --no-audit --no-fund',
        check,
        `npm run pipeline -- build ${team} --base "$BASE_SHA"`,
        'actions/github-script@v7',
      ]);
      expect(run.executed).toEqual([`npm run pipeline -- publish ${team} --preview`]);
      if (team !== 'platform') expect(recordedStep(run, /^npm run check/)?.env.BASE_SHA).toBe(BASE_SHA);
      expect(recordedStep(run, /^npm run pipeline -- build/)?.env.BASE_SHA).toBe(BASE_SHA);

      // One release per package of the team, made of the build step's output, logged under the team's token.
      const added = since(before, await log());
      const published = added.filter((entry) => entry.action === 'publish');
      expect(published.map((entry) => [entry.actor, entry.package]).sort()).toEqual(
        teamPackages(team)
          .map((name) => [team, name])
          .sort(),
      );
      for (const { package: name, id } of published) {
        expect(readFileSync(path.join(releaseFolder(service.releasesDir, name, id), BUILT_HERE), 'utf8')).toBe(
          `${name}, by the build step`,
        );
      }
      expect(
        added
          .filter((entry) => entry.action === 'preview')
          .map((entry) => entry.id)
          .sort(),
      ).toEqual(published.map((entry) => entry.id).sort());

      // One link previews them all, in the summary and in the comment's body.
      const link = /\*\*\[Open the preview\]\(([^)]+)\)\*\*/.exec(run.summary)?.[1] ?? '';
      const secret = await previewSecret(null, service.releasesDir);
      const grants = (new URL(link).searchParams.get('preview') ?? '').split(PREVIEW_SEPARATOR);
      const previewed = grants.map((grant) => verifyPreview(grant, secret)).map((grant) => [grant?.name, grant?.id]);
      expect(previewed.sort()).toEqual(published.map((entry) => [entry.package, entry.id]).sort());
      const comment = recordedStep(run, /^actions\/github-script/);
      expect(comment?.with.script).toContain("require('./scripts/pipeline/pull-request-comment.cjs')");
      const body = readFileSync(comment?.env.COMMENT_FILE ?? '', 'utf8');
      expect(body.split('\n')[0]).toBe(previewCommentMarker(team));
      expect(body).toContain(`**[Open the preview](${link})**`);
      expect(run.summary).toContain(`### ${team}: preview`);
    },
  );

  /** A push to main, the team's secret given. */
  function push(team: Team): JobEvent {
    const event = pullRequest(team);
    return {
      ...event,
      event: 'push',
      github: { sha: HEAD_SHA, repository: 'corelink/website', event: { before: BASE_SHA } },
    };
  }

  it.each(TEAMS)('%s: a push to main is built from what it changed, published and rolled out as one', async (team) => {
    const before = await log();
    const run = await runJob(workflows[team], push(team));
    expect(commands(run)).toEqual([
      'actions/checkout@v4',
      ...(team === 'platform' ? ['actions/cache@v4', '.ci/install-system-packages'] : []),
      'npm ci --no-audit --no-fund',
      ...(team === 'platform' ? ['npm test'] : []),
      `npm run pipeline -- build ${team} --base "$BEFORE_SHA"`,
    ]);
    expect(recordedStep(run, /^npm run pipeline -- build/)?.env.BEFORE_SHA).toBe(BASE_SHA);
    const steps = team === 'platform' ? '--rollout 10,50,100 --approve 100' : '--rollout 10,50,100';
    expect(run.executed).toEqual([
      `npm run pipeline -- publish ${team}`,
      `npm run pipeline -- rollout ${team} ${steps}`,
    ]);
    const published = since(before, await log()).filter((entry) => entry.action === 'publish');
    expect(published.map((entry) => entry.package).sort()).toEqual([...teamPackages(team)].sort());

    const answer = await service.app.inject({
      url: '/api/rollouts',
      headers: { authorization: `Bearer ${tokens.platform}` },
    });
    const [rollout] = (answer.json() as { rollouts: Rollout[] }).rollouts;
    expect(rollout).toMatchObject({ startedBy: team, state: 'running', step: 0 });
    expect(rollout?.releases.map(({ name, id }) => [name, id]).sort()).toEqual(
      published.map((entry) => [entry.package, entry.id]).sort(),
    );
    expect(rollout?.plan.map(({ percent, approval }) => [percent, approval])).toEqual([
      [10, false],
      [50, false],
      [100, team === 'platform'],
    ]);
    expect(run.summary).toContain(`### ${team}: rollout started`);
    expect(run.summary).toContain(`npm run release -- rollout status ${teamPackages(team)[0]}`);
  });

  it('a pull request from a fork, which has no secrets, is checked and built and publishes nothing, saying so', async () => {
    const before = await log();
    const run = await runJob(workflows.marketing, pullRequest('marketing', { fork: true }));
    expect(commands(run)).toContain('npm run check -- --base "$BASE_SHA"');
    expect(commands(run)).not.toContain('actions/github-script@v7');
    expect(run.executed).toEqual(['npm run pipeline -- publish marketing --preview']);
    expect(run.summary).toContain('### marketing: not published');
    expect(run.summary).toContain("This pull request comes from a fork, and GitHub gives a fork's workflow no secrets");
    expect(since(before, await log())).toEqual([]);
  });
});

it('finds one workflow per team in .github/workflows/, and nothing else there', () => {
  expect(readdirSync(path.join(REPO_ROOT, '.github', 'workflows')).sort()).toEqual(
    TEAMS.map((team) => `${team}.yml`).sort(),
  );
});

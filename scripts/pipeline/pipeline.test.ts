import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOutputs } from './github-files';

// The pipeline's steps where they stop before any release service: `npm run pipeline` as a workflow runs it.
const REPO_ROOT = path.resolve(__dirname, '../..');

describe('npm run pipeline', () => {
  let temp: string;
  beforeEach(() => {
    temp = mkdtempSync(path.join(os.tmpdir(), 'pipeline-'));
  });
  afterEach(() => rmSync(temp, { recursive: true, force: true }));

  function pipeline(args: string[], env: Record<string, string> = {}) {
    const files = { GITHUB_OUTPUT: path.join(temp, 'output'), GITHUB_STEP_SUMMARY: path.join(temp, 'summary') };
    writeFileSync(files.GITHUB_OUTPUT, '');
    writeFileSync(files.GITHUB_STEP_SUMMARY, '');
    const run = spawnSync('npm', ['run', 'pipeline', '--silent', '--', ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...files, ...env },
      encoding: 'utf8',
    });
    return {
      code: run.status,
      stderr: run.stderr,
      outputs: readOutputs(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
      summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'),
    };
  }

  it("builds nothing when no change since the base reaches the team's packages, and says so", () => {
    const run = pipeline(['build', 'recruitment', '--base', 'HEAD']);
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ builds: '' });
    expect(run.summary).toMatch(
      /^### recruitment: nothing to build\n\nNo change since [0-9a-f]{12} reaches the builds of `careers`/,
    );
  });

  it('refuses to publish without the service or the token, naming the repository setting to make', () => {
    const builds = { BUILDS: 'careers=careers-remote/dist' };
    expect(pipeline(['publish', 'recruitment'], builds).stderr).toContain(
      "pipeline: RELEASE_API_URL is empty: set the repository variable RELEASE_API_URL to the release service's address",
    );
    const noToken = pipeline(['publish', 'recruitment'], { ...builds, RELEASE_API_URL: 'http://127.0.0.1:9' });
    expect(noToken).toMatchObject({ code: 1, outputs: {} });
    expect(noToken.stderr).toContain(
      'pipeline: RELEASE_TOKEN is empty: set the repository secret RECRUITMENT_RELEASE_TOKEN',
    );
  });

  it("refuses another team's package, and a step or team it does not know", () => {
    const foreign = pipeline(['publish', 'recruitment'], { BUILDS: 'shell=shell/dist careers=careers-remote/dist' });
    expect(foreign.stderr).toContain('pipeline: BUILDS names shell, which the recruitment team does not release');
    expect(pipeline(['deploy', 'recruitment']).stderr).toContain("pipeline: unknown step 'deploy'");
    expect(pipeline(['build', 'sales']).stderr).toContain(
      'pipeline: which team? one of marketing, recruitment, platform',
    );
  });
});

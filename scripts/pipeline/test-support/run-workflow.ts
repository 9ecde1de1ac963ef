// One job of a workflow in .github/workflows/, run offline as GitHub's runner would run it: its steps in
// order, each `run:` in bash (`bash --noprofile --norc -eo pipefail`, GitHub's default) at the
// checkout's root with the environment the workflow, the job and the step give it, a GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY file of its own, and the outputs it wrote for the next steps' expressions. What
// cannot run here is recorded instead: every `uses:` step (actions are fetched from GitHub), and the
// `run:` steps a test names as stand-ins (installs, the check, a build), whose outputs the test gives.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { readOutputs } from '../github-files';
import { condition, interpolate, type Contexts, type Value } from './workflow-expressions';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

interface Step {
  id?: string;
  name?: string;
  if?: string | boolean;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string | number | boolean>;
}

interface Job {
  if?: string;
  env?: Record<string, string>;
  steps: Step[];
}

export interface Workflow {
  name: string;
  on: Record<string, { paths?: string[]; branches?: string[] } | null>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

export const readWorkflow = (name: string): Workflow =>
  parse(readFileSync(path.join(REPO_ROOT, '.github', 'workflows', name), 'utf8')) as Workflow;

/** A `run:` the test does not execute, and the outputs it gives in its place. */
interface StandIn {
  command: RegExp;
  outputs?: Record<string, string>;
}

interface RecordedStep {
  /** The `run:` command, or the action a `uses:` step names. */
  command: string;
  with: Record<string, string>;
  /** The variables the workflow, job and step set for it, their expressions evaluated. */
  env: Record<string, string>;
}

export interface JobRun {
  /** The steps recorded rather than run, in order. */
  recorded: RecordedStep[];
  /** The `run:` commands executed, in order. */
  executed: string[];
  /** Every step's summary, in order, as GitHub shows the job's. */
  summary: string;
  /** What each executed step printed. */
  logs: string[];
}

export interface JobEvent {
  event: 'pull_request' | 'push';
  github: { [key: string]: Value };
  secrets: Record<string, string>;
  vars: Record<string, string>;
  standIns: readonly StandIn[];
  /** Variables the machine gives every step (PATH, HOME), before the workflow's. */
  base: NodeJS.ProcessEnv;
}

const evaluated = (values: Record<string, string | number | boolean> | undefined, contexts: Contexts) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, interpolate(String(value), contexts)]));

function bash(command: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Runs the job of `workflow` whose `if:` holds for the event; throws when a step fails, with its output. */
export async function runJob(workflow: Workflow, event: JobEvent): Promise<JobRun> {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'workflow-run-'));
  const github = { event_name: event.event, workspace: REPO_ROOT, ...event.github };
  const runner = { temp, os: 'Linux' };
  const steps: { [id: string]: Value } = {};
  const contexts = (env: Record<string, string>): Contexts => ({
    github,
    runner,
    secrets: event.secrets,
    vars: event.vars,
    steps,
    env,
  });
  const jobs = Object.entries(workflow.jobs).filter(([, job]) => condition(job.if, contexts({})));
  if (jobs.length !== 1) throw new Error(`${jobs.length} jobs of ${workflow.name} run on ${event.event}, not one`);
  const [jobName, job] = jobs[0] as [string, Job];

  const run: JobRun = { recorded: [], executed: [], summary: '', logs: [] };
  const workflowEnv = evaluated(workflow.env, contexts({}));
  const jobEnv = { ...workflowEnv, ...evaluated(job.env, contexts(workflowEnv)) };
  for (const [index, step] of job.steps.entries()) {
    if (!condition(step.if, contexts(jobEnv))) continue;
    const env = { ...jobEnv, ...evaluated(step.env, contexts(jobEnv)) };
    const withValues = evaluated(step.with, contexts(env));
    const outputFile = path.join(temp, `output-${index}`);
    const summaryFile = path.join(temp, `summary-${index}`);
    writeFileSync(outputFile, '');
    writeFileSync(summaryFile, '');
    const command = step.run ?? step.uses ?? '';
    const standIn = step.run === undefined ? { outputs: {} } : event.standIns.find((one) => one.command.test(command));
    if (standIn) {
      run.recorded.push({ command, with: withValues, env });
      const written = Object.entries(standIn.outputs ?? {}).map(([name, value]) => `${name}=${value}\n`);
      writeFileSync(outputFile, written.join(''));
    } else {
      const { code, output } = await bash(command, {
        ...event.base,
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        GITHUB_WORKSPACE: REPO_ROOT,
        GITHUB_OUTPUT: outputFile,
        GITHUB_STEP_SUMMARY: summaryFile,
        RUNNER_TEMP: temp,
        ...env,
      });
      run.executed.push(command);
      run.logs.push(output);
      if (code !== 0) {
        throw new Error(`${workflow.name} ${jobName}, step '${step.name ?? command}' exited ${code}:\n${output}`);
      }
    }
    run.summary += readFileSync(summaryFile, 'utf8');
    if (step.id) steps[step.id] = { outputs: readOutputs(readFileSync(outputFile, 'utf8')), outcome: 'success' };
  }
  return run;
}

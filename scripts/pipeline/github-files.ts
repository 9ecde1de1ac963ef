// What a step hands on in GitHub Actions: outputs for the next steps (the file GITHUB_OUTPUT names) and
// the job's summary (GITHUB_STEP_SUMMARY). Outside Actions, on a laptop, both are printed instead.
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';

/** Sets a step output: `name=value`, or GitHub's delimited form for a value of several lines. */
export function setOutput(name: string, value: string, env: NodeJS.ProcessEnv = process.env): void {
  const file = env.GITHUB_OUTPUT;
  if (!file) {
    console.log(`output ${name}: ${value}`);
    return;
  }
  if (!value.includes('\n')) appendFileSync(file, `${name}=${value}\n`);
  else {
    const delimiter = `EOF_${randomBytes(8).toString('hex')}`;
    appendFileSync(file, `${name}<<${delimiter}\n${value}\n${delimiter}\n`);
  }
}

/** Adds markdown to the job's summary. */
export function addSummary(markdown: string, env: NodeJS.ProcessEnv = process.env): void {
  const file = env.GITHUB_STEP_SUMMARY;
  if (file) appendFileSync(file, `${markdown.trimEnd()}\n\n`);
  else console.log(`\n${markdown.trimEnd()}\n`);
}

/**
 * The outputs a step wrote, as GitHub reads them back from GITHUB_OUTPUT: `name=value` lines and
 * `name<<DELIMITER` blocks.
 */
export function readOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const block = /^([^=<]+)<<(.+)$/.exec(line);
    if (block) {
      const [, name = '', delimiter] = block;
      const end = lines.indexOf(delimiter ?? '', index + 1);
      if (end < 0) throw new Error(`the output ${name} has no closing ${delimiter}`);
      outputs[name] = lines.slice(index + 1, end).join('\n');
      index = end;
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}

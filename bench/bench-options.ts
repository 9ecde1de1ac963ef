import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** One Lighthouse run and 3-second loads: to try the harness. */
  quick: boolean;
  /** Use the existing builds. */
  build: boolean;
  /** That section alone, without building; written to bench/results-<section>.json. */
  only: string | undefined;
  /** Sections left out. */
  skipped: ReadonlySet<string>;
  /** The api-proxy edge writes a CPU profile to bench/profiles/. */
  cpuProfile: boolean;
}

/**
 * `npm run bench` flags: --no-build (use the existing builds), --quick (1 Lighthouse run, 3 s loads: to
 * try the harness), --skip=lighthouse,bytes,floor,tap,load,memory,slow,searches,misbehaving,render-cost,durability,
 * api-proxy,provider-search (leave sections out), --only=<section> for api-proxy, provider-search, searches,
 * misbehaving or render-cost (that section alone, without building; written to bench/results-<section>.json),
 * --cpu-prof (the api-proxy edge writes a CPU profile). A value may also follow as the next argument (`--only api-proxy`). An unknown flag is
 * an error rather than ignored, so a typo cannot run the nine-minute bench without what was asked.
 */
export function benchOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      quick: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      skip: { type: 'string', default: '' },
      only: { type: 'string' },
      'cpu-prof': { type: 'boolean', default: false },
    },
  });
  return {
    quick: values.quick,
    build: !values['no-build'],
    only: values.only,
    skipped: new Set(values.skip.split(',').filter(Boolean)),
    cpuProfile: values['cpu-prof'],
  };
}

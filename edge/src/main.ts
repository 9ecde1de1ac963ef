import { readEdgeConfig } from './config';
import { runEdge } from './lifecycle/run-edge';

/**
 * The production entry: an edge in front of the job-board provider PROVIDER_URL names. It never
 * publishes, and never starts a provider of its own: an edge whose operator forgot the variable
 * would serve demo jobs to the public, so it refuses to start (the demo provider is serve-local.ts's).
 */
async function main(): Promise<void> {
  const config = readEdgeConfig();
  if (!config.providerUrl) {
    console.error(
      'PROVIDER_URL is not set: a production edge serves the job board of the provider it names ' +
        '(`npm start` and `npm run serve` start a demo provider for a local preview)',
    );
    process.exit(1);
  }
  await runEdge(config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

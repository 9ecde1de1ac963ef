// Builds every front end in production mode, and the JavaScript bundles of the edge, provider-api and
// the release service and CLI that production runs, two at a time (the machines have two cores).
import { spawn } from 'node:child_process';

const packages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'shell',
      'marketing-remote',
      'careers-remote',
      'contact-remote',
      'release-console',
      'edge',
      'provider-api',
      'releases',
    ];
const concurrency = 2;

function build(pkg) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent', '-w', pkg], { stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`${pkg} build failed with exit code ${code}`));
    });
  });
}

const queue = [...packages];
async function worker() {
  while (queue.length) await build(queue.shift());
}

try {
  await Promise.all(Array.from({ length: concurrency }, worker));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

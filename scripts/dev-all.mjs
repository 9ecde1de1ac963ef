// `npm run dev`: every front end's dev server, the provider-api and the edge, each prefixed in one terminal.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import devPortsModule from 'shared-config/dev-ports';

// DEV_<NAME>_PORT moves any of them; the dev servers read the same variables.
const ports = devPortsModule.devPorts();
const token = process.env.PROVIDER_TOKEN ?? randomBytes(24).toString('hex');
const env = { ...process.env, PROVIDER_TOKEN: token };

const processes = [
  // From source with tsx: `npm run start -w provider-api` runs the production bundle, built by `npm run build`.
  ['provider', 'node', ['--import', 'tsx', '--watch', 'provider-api/src/main.ts'], { PORT: String(ports.provider) }],
  [
    'edge',
    'node',
    ['--import', 'tsx', '--watch', 'edge/src/main.ts'],
    { PORT: String(ports.edge), PROVIDER_URL: `http://127.0.0.1:${ports.provider}` },
  ],
  ['shell', 'npm', ['run', 'dev', '-w', 'shell'], {}],
  ['marketing', 'npm', ['run', 'dev', '-w', 'marketing-remote'], {}],
  ['careers', 'npm', ['run', 'dev', '-w', 'careers-remote'], {}],
  ['contact', 'npm', ['run', 'dev', '-w', 'contact-remote'], {}],
];

const children = processes.map(([name, command, args, extraEnv]) => {
  const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(prefix, line);
    });
  }
  child.on('exit', (code) => console.log(prefix, `exited with code ${code}`));
  return child;
});

console.log(`Site (hot-reloading shell): http://localhost:${ports.shell}  edge API: http://localhost:${ports.edge}`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

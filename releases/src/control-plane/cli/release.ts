import { runReleaseCli } from './release-cli';

// `npm run release -- <command>`: the release CLI as its bundle (releases/dist/release.js) runs it.
void runReleaseCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then((code) => {
  process.exitCode = code;
});

import { Type } from '@sinclair/typebox';

const unsetText = (description: string, defaultText?: string) =>
  Type.Optional(Type.String({ description, ...(defaultText ? { defaultText } : {}) }));

const remoteUrl = (remote: string) =>
  unsetText(`pins ${remote} to an outside location (a base URL or its remoteEntry.js)`, "the remote's releases");

/**
 * The variables the release commands and every edge read alike (docs/operations.md's table shows each
 * with its default); the edge's schema takes them whole.
 */
export const RELEASE_ENVIRONMENT = Type.Object({
  PORT: Type.Integer({ minimum: 0, default: 8080, description: 'port of the edge' }),
  PUBLIC_URL: unsetText("the site's public origin for every absolute link", '`http://localhost:PORT`'),
  DATA_DIR: unsetText("the embedded provider's data and this machine's release state", '`./data`'),
  RELEASES_DIR: unsetText(
    "every package's releases (and, without Redis, their pointers and log)",
    '`DATA_DIR/releases`',
  ),
  REDIS_URL: unsetText('release pointers, the log, rate limits and canary-halt counts shared by edge replicas'),
  PREVIEW_SECRET: unsetText('the key preview links are signed with', 'generated into `RELEASES_DIR`'),
  RELEASE_ACTOR: unsetText('who the release log names for a command (a CI job sets it)', 'the OS user'),
  SHELL_DIST: unsetText('the shell build `npm start` publishes', '`shell/dist`'),
  REMOTE_MARKETING_URL: remoteUrl('marketing'),
  REMOTE_CAREERS_URL: remoteUrl('careers'),
  REMOTE_CONTACT_URL: remoteUrl('contact'),
  RELEASE_OVERRIDE_FILE: unsetText(
    'the emergency override an edge on this machine obeys before the shared pointers',
    '`DATA_DIR/release-override.json`',
  ),
});

import { Type } from '@sinclair/typebox';
import { Variable } from 'shared-config/environment';

const { port, unset } = Variable;

const remoteUrl = (remote: string) =>
  unset(`pins ${remote} to an outside location (a base URL or its remoteEntry.js)`, "the remote's releases");

/**
 * The variables the release commands and every edge read alike (docs/operations.md's table shows each
 * with its default); the edge's schema takes them whole.
 */
export const RELEASE_ENVIRONMENT = Type.Object({
  PORT: port(8080, 'port of the edge'),
  PUBLIC_URL: unset("the site's public origin for every absolute link", '`http://localhost:PORT`'),
  DATA_DIR: unset("the embedded provider's data and this machine's release state", '`./data`'),
  RELEASES_DIR: unset("every package's releases (and, without Redis, their pointers and log)", '`DATA_DIR/releases`'),
  REDIS_URL: unset('release pointers, the log, rate limits and canary-halt counts shared by edge replicas'),
  PREVIEW_SECRET: unset('the key preview links are signed with', 'generated into `RELEASES_DIR`'),
  RELEASE_ACTOR: unset('who the release log names for a command (a CI job sets it)', 'the OS user'),
  SHELL_DIST: unset('the shell build `npm start` publishes', '`shell/dist`'),
  REMOTE_MARKETING_URL: remoteUrl('marketing'),
  REMOTE_CAREERS_URL: remoteUrl('careers'),
  REMOTE_CONTACT_URL: remoteUrl('contact'),
  RELEASES_BUCKET: unset(
    "an S3-compatible bucket holding every package's release files (AWS S3, R2, MinIO, Ceph); credentials from the SDK's usual chain",
    'none: the folder `RELEASES_DIR`',
  ),
  RELEASES_PREFIX: unset('what every key in that bucket starts with (`site/`)', 'none'),
  RELEASES_S3_ENDPOINT: unset(
    'the S3-compatible service, when not AWS S3 (`https://<account>.r2.cloudflarestorage.com`)',
  ),
  RELEASES_S3_REGION: unset("the bucket's region (`auto` for R2)", '`us-east-1`'),
  RELEASES_S3_PATH_STYLE: unset(
    'true: the bucket in the path, not the host name (most services other than AWS)',
    'false',
  ),
  RELEASE_CACHE_DIR: unset(
    "where this machine keeps the releases it fetched from the bucket (an edge's bounded cache)",
    '`DATA_DIR/release-cache`',
  ),
  RELEASE_OVERRIDE_FILE: unset(
    'the emergency override an edge on this machine obeys before the shared pointers',
    '`DATA_DIR/release-override.json`',
  ),
});

import type { FastifyInstance } from 'fastify';
import { registerOpenApi } from 'shared-config/server';
import { SESSION_COOKIE } from '../../../sessions/console-session';
import { ARCHIVE_LIMITS } from '../../publish/archive-limits';

/**
 * The service's OpenAPI document (`app.swagger()`), collected from the API routes registered after
 * it; `/` is the console's, so no UI is served.
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await registerOpenApi(app, {
    title: 'release service',
    hideUntagged: true,
    description:
      'The only way teams change what the site serves: publish a build, preview it, activate it (for everyone, ' +
      'as a canary, or a release set in one step), roll back, halt a canary, read the releases and the log, and ' +
      'clean up. Every request carries a release token (`Authorization: Bearer <token>`, from ' +
      '`npm run release -- token add`); reads need any valid token, a change one that covers every package it ' +
      'changes, gc one that covers every package. The log names the token as the actor. A build is uploaded as ' +
      `one gzip-compressed tar archive of at most ${ARCHIVE_LIMITS.archiveBytes} bytes, holding at most ` +
      `${ARCHIVE_LIMITS.files} plain files and folders and ${ARCHIVE_LIMITS.extractedBytes} bytes unpacked. ` +
      'The release console signs in with a token once (`POST /api/session`) and then sends its session cookie ' +
      'instead; a change made with the cookie must come from the console’s own page (same origin). ' +
      'Every refusal is `{ "message" }`.',
    components: {
      securitySchemes: {
        releaseToken: { type: 'http', scheme: 'bearer' },
        consoleSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      },
    },
    security: [{ releaseToken: [] }, { consoleSession: [] }],
  });
}

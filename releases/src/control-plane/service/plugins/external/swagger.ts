import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../../sessions/console-session';
import { ARCHIVE_LIMITS } from '../../publish/archive-limits';

/**
 * Collects the API routes' schemas as they are registered (so it comes before them) into an OpenAPI
 * document, `app.swagger()`; `npm run openapi` writes it to docs/api/. No UI is served: `/` is the
 * console's.
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    hideUntagged: true,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'release service',
        version: '1.0.0',
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
      },
      components: {
        securitySchemes: {
          releaseToken: { type: 'http', scheme: 'bearer' },
          consoleSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
      security: [{ releaseToken: [] }, { consoleSession: [] }],
    },
  });
}

import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { previewLink } from '../../../changes/preview-link';
import { siteUrlFor } from '../../../../model/storage/site-url';
import { previewSecret } from '../../../../model/preview/preview-secret';
import { actorOf } from '../../plugins/app/authentication';
import { TARGETS } from '../../schemas/change-schemas';
import { CHANGE_ERROR_ANSWERS } from '../../schemas/error-answer';

/** `POST /api/previews`: a signed link showing the site with these releases, for 24 hours (logged). */
export async function previewsRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/previews',
    {
      schema: {
        tags: ['changes'],
        summary: 'A signed link (24 h) that shows the site with these releases in the browser that opens it',
        body: Type.Object({ releases: TARGETS }, { additionalProperties: false }),
        response: {
          200: Type.Object({ url: Type.String(), expires: Type.String() }),
          ...CHANGE_ERROR_ANSWERS,
        },
      },
      preHandler: app.coversNamedPackages,
    },
    async (request) => {
      const { releases } = request.body;
      const { environment } = app.releases;
      const site = await siteUrlFor(environment.publicUrl, environment.releasesDir, environment.port);
      const secret = await previewSecret(environment.previewSecret, environment.releasesDir);
      const { url, expires } = await previewLink(app.releases.contextFor(actorOf(request)), releases, secret, site);
      app.notifications.notify({
        event: 'preview',
        actor: actorOf(request),
        releases: releases.map(({ name, id }) => ({ package: name, id })),
        detail: `a preview link, valid until ${expires.toISOString()}: ${url}`,
      });
      return { url, expires: expires.toISOString() };
    },
  );
}

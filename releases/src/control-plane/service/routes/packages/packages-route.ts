import { Type } from '@sinclair/typebox';
import { schemaRef } from 'shared-config/server-schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_NAMES, type PackageName } from '../../../../model/packages/package-names';
import { canarySince, haltOf } from '../../../../model/log/canary-log';
import { runningCanary } from '../../../../model/pointers/release-pointer';
import { publishers, releaseView, type ReleaseView } from '../../release-views';
import { COMMON_ERROR_ANSWERS } from '../../schemas/error-answer';
import { PACKAGES_ANSWER } from '../../schemas/package-schemas';

/**
 * `GET /api/packages`: the whole composition at a glance, every package's pointer with the records of
 * its active, canary, previous and halted releases, read as one consistent set.
 */
export async function packagesRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/packages',
    {
      schema: {
        tags: ['releases'],
        summary: "Every package's pointer, with its active, canary, previous and halted releases",
        querystring: Type.Object({}),
        response: {
          200: schemaRef(PACKAGES_ANSWER),
          ...COMMON_ERROR_ANSWERS,
        },
      },
      preHandler: app.isTokenHolder,
    },
    async () => {
      const { pointers, releases, description } = app.releases.stores;
      const [composition, entries] = await Promise.all([pointers.read(), pointers.log()]);
      const publishedBy = publishers(entries);
      const view = async (name: PackageName, id: string | null): Promise<ReleaseView | null> => {
        const record = id === null ? null : await releases.record(name, id);
        return record ? releaseView(releases, record, publishedBy) : null;
      };
      const packages = await Promise.all(
        PACKAGE_NAMES.map(async (name) => {
          const pointer = composition.pointers[name];
          const canary = pointer.canary && (await view(name, pointer.canary.id));
          const halted = await Promise.all(
            pointer.halted.map(async (id) => {
              const release = await view(name, id);
              const halt = haltOf(entries, name, id);
              return (
                release && {
                  ...release,
                  haltedAt: halt?.at ?? null,
                  haltedBy: halt?.actor ?? null,
                  rule: halt?.rule ?? null,
                  figures: halt?.figures ?? null,
                }
              );
            }),
          );
          return {
            name,
            pointer,
            unreadable: composition.unreadable[name] ?? null,
            active: await view(name, pointer.active),
            canary:
              canary && pointer.canary
                ? {
                    ...canary,
                    percent: pointer.canary.percent,
                    group: pointer.canary.group,
                    halted: !runningCanary(pointer),
                    since: canarySince(entries, name, canary.id),
                  }
                : null,
            previous: await view(name, pointer.previous),
            halted: halted.filter((release) => release !== null),
          };
        }),
      );
      return { version: composition.version, store: description, packages };
    },
  );
}

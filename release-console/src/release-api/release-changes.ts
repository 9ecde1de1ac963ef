import { releaseApi } from './release-api';
import type { PackageName } from 'releases/package-names';

export interface Target {
  name: PackageName;
  id: string;
}

/**
 * The changes a team makes to its own packages. Each answers once the store has it; every read is
 * then asked again, and the edges follow within 5 s.
 */
const releaseChangesApi = releaseApi.injectEndpoints({
  endpoints: (build) => ({
    createPreview: build.mutation<{ url: string; expires: string }, Target>({
      query: (target) => ({ url: '/previews', method: 'POST', body: { releases: [target] } }),
      invalidatesTags: ['Releases'],
    }),
    activate: build.mutation<
      unknown,
      Target & { canaryPercent?: number; allowUncommitted?: boolean; withSet?: readonly Target[] }
    >({
      query: ({ name, id, canaryPercent, allowUncommitted, withSet = [] }) => ({
        url: '/activations',
        method: 'POST',
        body: {
          releases: [{ name, id }, ...withSet.map((member) => ({ name: member.name, id: member.id }))],
          ...(canaryPercent === undefined ? {} : { canaryPercent }),
          ...(allowUncommitted ? { allowUncommitted } : {}),
        },
      }),
      invalidatesTags: ['Releases'],
    }),
    rollBack: build.mutation<unknown, { name: PackageName; toPrevious?: boolean; withSet?: readonly Target[] }>({
      query: ({ name, toPrevious, withSet = [] }) => ({
        url: '/rollbacks',
        method: 'POST',
        body: { packages: [name, ...withSet.map((member) => member.name)], ...(toPrevious ? { toPrevious } : {}) },
      }),
      invalidatesTags: ['Releases'],
    }),
    halt: build.mutation<unknown, { name: PackageName; withSet?: readonly Target[] }>({
      query: ({ name, withSet = [] }) => ({
        url: '/halts',
        method: 'POST',
        body: { packages: [name, ...withSet.map((member) => member.name)] },
      }),
      invalidatesTags: ['Releases'],
    }),
  }),
});

export const { useCreatePreviewMutation, useActivateMutation, useRollBackMutation, useHaltMutation } =
  releaseChangesApi;

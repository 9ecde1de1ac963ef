import { releaseApi } from './release-api';
import type { PackageName } from 'releases/package-names';
import type { LogEntry } from './release-types';

/** The release log, newest first, of one package or all. */
const getLogApi = releaseApi.injectEndpoints({
  endpoints: (build) => ({
    getLog: build.query<LogEntry[], PackageName | null>({
      query: (name) => (name ? { url: '/log', params: { package: name } } : '/log'),
      transformResponse: (answer: { entries: LogEntry[] }) => [...answer.entries].reverse(),
      providesTags: ['Releases'],
    }),
  }),
});

export const { useGetLogQuery } = getLogApi;

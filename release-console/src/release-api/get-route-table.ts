import { releaseApi } from './release-api';
import type { RouteTableAnswer } from './release-types';

/** The route table the edges compose from every package's live release. */
const getRouteTableApi = releaseApi.injectEndpoints({
  endpoints: (build) => ({
    getRouteTable: build.query<RouteTableAnswer, void>({ query: () => '/route-table', providesTags: ['Releases'] }),
  }),
});

export const { useGetRouteTableQuery } = getRouteTableApi;

import type { PageLoader } from '../remotes/page-module';

/** Every remote page answers with a heading naming it, as if each remote were up. */
export const allRemotePagesUp: PageLoader = async (id) => ({
  default: function FakePage() {
    return <h1>Page {id}</h1>;
  },
});

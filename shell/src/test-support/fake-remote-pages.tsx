import { setRemoteModule } from '../federation/remote-containers.double';
import { pageRoutes } from '../app/page-routes';

/** Every remote page answers with a heading naming it, as if each remote were up. */
export function serveAllRemotePages(): void {
  for (const { page } of pageRoutes) {
    const Page = () => <h1>Page {page}</h1>;
    setRemoteModule(page, async () => ({ default: Page }));
  }
}

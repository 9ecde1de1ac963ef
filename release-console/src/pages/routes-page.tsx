import { RouteTable } from '../features/route-table/route-table';
import { ViewHeader } from '../ui/view-header';

export function RoutesPage() {
  return (
    <>
      <ViewHeader
        title="Route table"
        lead="The site’s pages as the edges compose them from every package’s live release, each with the package that owns it, and where the other paths go."
      />
      <RouteTable />
    </>
  );
}

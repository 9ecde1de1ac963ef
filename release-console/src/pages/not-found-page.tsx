import { Link } from 'shared-config/router';
import { ViewHeader } from '../ui/view-header';

export function NotFoundPage() {
  return (
    <ViewHeader title="No such view" lead="The console has no page at this address.">
      <Link to="/">Go to the overview</Link>
    </ViewHeader>
  );
}

import { usePageMeta } from 'shared-config/ui';

/** A page's title (before ' | <brand>') and meta description. */
export interface PageMeta {
  title: string;
  description: string;
}

function PageMetaEffect({ title, description }: PageMeta) {
  usePageMeta(title, description);
  return null;
}

/**
 * Gives the document the title and description the route table holds for the matched route. A route
 * without them (a job's page) leaves both to its page, which takes them from its data.
 */
export function RouteMeta({ meta }: { meta: PageMeta | null }) {
  return meta ? <PageMetaEffect title={meta.title} description={meta.description} /> : null;
}

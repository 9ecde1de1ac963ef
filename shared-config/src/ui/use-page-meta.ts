import { useEffect } from 'react';
import { site } from 'shared-config/site';

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  return tag;
}

/** Gives each route its own title and description, so shared links and search results read right. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${site.brandName}`;
    metaTag('description').content = description;
  }, [title, description]);
}

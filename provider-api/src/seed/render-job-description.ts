import type { SeedJobEntry, SeedLink } from './seed-job';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

function list(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

function link({ label, href }: SeedLink): string {
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(label)}</a>`;
}

/** A job's description, its offer and links resolved from shared.json. */
type DescribedJob = Pick<SeedJobEntry, 'summary' | 'responsibilities' | 'requirements'> & {
  offer: readonly string[];
  links: readonly SeedLink[];
};

// The provider sends descriptions as HTML; the seed keeps them as structured text so every
// description has the same well-formed sections and no hand-written markup can break.
export function renderJobDescription(job: DescribedJob): string {
  return [
    '<h3>About the role</h3>',
    `<p>${escapeHtml(job.summary)}</p>`,
    '<h3>What you will do</h3>',
    list(job.responsibilities),
    '<h3>What you bring</h3>',
    list(job.requirements),
    '<h3>What we offer</h3>',
    list(job.offer),
    '<h3>Learn more</h3>',
    `<p>${job.links.map(link).join(' · ')}</p>`,
  ].join('\n');
}

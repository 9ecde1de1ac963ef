import type { ReactElement } from 'react';
import { BuildingIcon, ClockIcon, LayersIcon, PinIcon } from './job-tag-icons';
import styles from './job-tags.module.css';

export interface TaggedJob {
  employmentType: string;
  location: string;
  jobIndustry: string;
  jobCategory: string;
}

interface Tag {
  name: string;
  value: string;
  icon: ReactElement;
}

/** The four tags every job shows: employment type, location, industry, category (docs/product-rules.md#job-list). */
export function JobTags({ job }: { job: TaggedJob }) {
  const tags: Tag[] = [
    { name: 'Employment type', value: job.employmentType, icon: <ClockIcon /> },
    { name: 'Location', value: job.location, icon: <PinIcon /> },
    { name: 'Industry', value: job.jobIndustry, icon: <BuildingIcon /> },
    { name: 'Category', value: job.jobCategory, icon: <LayersIcon /> },
  ];
  return (
    <ul className={styles.tags}>
      {tags
        .filter((tag) => tag.value !== '')
        .map((tag) => (
          <li key={tag.name} className={styles.tag}>
            {tag.icon}
            <span className="visually-hidden">{tag.name}: </span>
            {tag.value}
          </li>
        ))}
    </ul>
  );
}

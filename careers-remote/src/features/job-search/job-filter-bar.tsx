import { useRef, useState, type FormEvent } from 'react';
import { useScopedId, useValueTypedBeforeHydration } from 'shared-config/ui';
import { JOB_LOCATIONS, MAX_JOB_QUERY_LENGTH, isJobLocation } from 'shared-config/validation/job-rules';
import { ResetIcon, SearchIcon } from './filter-icons';
import type { JobFilters } from './job-search-params';
import styles from './job-filter-bar.module.css';

interface JobFilterBarProps {
  /** The filters in force (from the URL). */
  applied: JobFilters;
  onApply: (filters: JobFilters) => void;
  onReset: () => void;
}

function FilterForm({ applied, onApply, onReset }: JobFilterBarProps) {
  const id = useScopedId('job-search');
  // Typed values stay local until Search (docs/product-rules.md#job-search); category has no control but rides along.
  const [title, setTitle] = useState(applied.q);
  const [location, setLocation] = useState(applied.location);
  const [category, setCategory] = useState(applied.industry);
  const chooseLocation = (value: string) => setLocation(isJobLocation(value) ? value : '');
  // What a visitor typed or chose in the page the edge sent, before it hydrated.
  const titleInput = useRef<HTMLInputElement>(null);
  const locationSelect = useRef<HTMLSelectElement>(null);
  useValueTypedBeforeHydration(titleInput, title, setTitle);
  useValueTypedBeforeHydration(locationSelect, location, chooseLocation);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ q: title.trim(), location, industry: category });
  };

  const reset = () => {
    setTitle('');
    setLocation('');
    setCategory('');
    onReset();
  };

  return (
    <form className={styles.bar} role="search" aria-label="Job search" onSubmit={submit}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-title`}>
          Title
        </label>
        <div className={styles.inputWrap}>
          <SearchIcon className={styles.inputIcon} />
          <input
            ref={titleInput}
            id={`${id}-title`}
            className={styles.input}
            type="search"
            placeholder="Search title"
            maxLength={MAX_JOB_QUERY_LENGTH}
            enterKeyHint="search"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-location`}>
          Locations
        </label>
        <select
          ref={locationSelect}
          id={`${id}-location`}
          className={styles.select}
          value={location}
          onChange={(event) => chooseLocation(event.target.value)}
        >
          <option value="">Select Locations</option>
          {JOB_LOCATIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.search}>
          Search
        </button>
        <button type="button" className={styles.reset} aria-label="Reset filters" title="Reset filters" onClick={reset}>
          <ResetIcon />
        </button>
      </div>
    </form>
  );
}

/** The job filter bar; it starts again from the applied filters whenever they change (docs/product-rules.md#job-search). */
export function JobFilterBar(props: JobFilterBarProps) {
  const { q, location, industry } = props.applied;
  return <FilterForm key={JSON.stringify([q, location, industry])} {...props} />;
}

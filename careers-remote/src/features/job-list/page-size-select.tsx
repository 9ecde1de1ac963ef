import { useScopedId } from 'shared-config/ui';
import { JOB_PAGE_SIZES } from 'shared-config/validation/job-rules';

interface PageSizeSelectProps {
  limit: number;
  onChange: (limit: number) => void;
}

/** In the page but hidden; it stays wired so it can be shown again (docs/product-rules.md#job-list). */
export function PageSizeSelect({ limit, onChange }: PageSizeSelectProps) {
  const id = useScopedId('page-size');
  return (
    <div hidden>
      <label htmlFor={id}>Show</label>
      <select id={id} value={limit} onChange={(event) => onChange(Number(event.target.value))}>
        {JOB_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

import styles from './load-failure-view.module.css';

/**
 * The job board's error view: 60vh tall and without message text (docs/product-rules.md#job-list). The picture tells
 * sighted visitors, the region's name tells everyone else.
 */
export function LoadFailureView({ label }: { label: string }) {
  return (
    <div className={styles.view} role="region" aria-label={label}>
      <svg className={styles.art} width="280" height="180" viewBox="0 0 280 180" aria-hidden="true" focusable="false">
        <ellipse cx="140" cy="160" rx="110" ry="10" fill="var(--color-surface-alt)" />
        <rect
          x="28"
          y="44"
          width="84"
          height="100"
          rx="14"
          fill="var(--color-surface)"
          stroke="var(--color-border)"
          strokeWidth="3"
        />
        <path
          d="M46 70h48M46 88h36M46 106h42"
          stroke="var(--color-accent-soft)"
          strokeWidth="7"
          strokeLinecap="round"
        />
        <rect
          x="168"
          y="44"
          width="84"
          height="100"
          rx="14"
          fill="var(--color-surface)"
          stroke="var(--color-border)"
          strokeWidth="3"
        />
        <circle cx="210" cy="80" r="14" fill="var(--color-accent-soft)" />
        <path d="M186 116h48M192 128h36" stroke="var(--color-accent-soft)" strokeWidth="7" strokeLinecap="round" />
        <path
          d="M112 94h18M150 94h18"
          stroke="var(--color-navy-700)"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray="1 7"
        />
        <circle cx="140" cy="94" r="15" fill="var(--color-danger-soft)" stroke="var(--color-danger)" strokeWidth="3" />
        <path d="M134 88l12 12M146 88l-12 12" stroke="var(--color-danger)" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}

// Line icons for the upload fields; decorative.

export function UploadIcon({ className }: { className?: string }) {
  return (
    <svg className={className} width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="var(--color-accent-soft)" />
      <path
        d="M13 24.5v2.5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-2.5M20 24V12M15.5 16.5L20 12l4.5 4.5"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function DocumentIcon({ className }: { className?: string }) {
  return (
    <svg className={className} width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <rect width="56" height="56" rx="12" fill="var(--color-accent-soft)" />
      <path
        d="M20 14h11l7 7v19a2 2 0 0 1-2 2H20a2 2 0 0 1-2-2V16a2 2 0 0 1 2-2z"
        fill="#fff"
        stroke="var(--color-accent)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M31 14v7h7M23 28h10M23 33h10M23 38h6"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

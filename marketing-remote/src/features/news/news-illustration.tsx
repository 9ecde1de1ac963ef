import { useScopedId } from 'shared-config/ui';
import type { NewsArt } from './news-articles';

function RansomwareArt() {
  return (
    <>
      <path d="M200 38l62 24v46c0 38-26 68-62 82-36-14-62-44-62-82V62l62-24z" fill="#1d4ed8" />
      <path d="M200 38l62 24v46c0 38-26 68-62 82V38z" fill="#2563eb" />
      <rect x="178" y="104" width="44" height="36" rx="7" fill="#fff" />
      <path d="M186 104v-10a14 14 0 0 1 28 0v10" fill="none" stroke="#fff" strokeWidth="7" />
      <circle cx="200" cy="119" r="5" fill="#1d4ed8" />
      <path d="M200 122v9" stroke="#1d4ed8" strokeWidth="4" strokeLinecap="round" />
      <g fill="#f59e0b">
        <path d="M306 60l22 38h-44l22-38z" />
      </g>
      <path d="M306 74v12M306 91v.5" stroke="#0b1b3f" strokeWidth="4" strokeLinecap="round" />
      <g fill="none" stroke="#38bdf8" strokeWidth="2" opacity="0.6">
        <path d="M60 170h60l20-20M340 160h-40l-16 16M70 60h40l16 16" />
      </g>
      <g fill="#38bdf8">
        <circle cx="60" cy="170" r="4" />
        <circle cx="340" cy="160" r="4" />
        <circle cx="70" cy="60" r="4" />
      </g>
    </>
  );
}

function CloudCostsArt() {
  return (
    <>
      <path
        d="M150 118h104a30 30 0 0 0 4-59.7A44 44 0 0 0 174 52a34 34 0 0 0-24 66z"
        fill="#fff"
        stroke="#bfdbfe"
        strokeWidth="2"
      />
      <g fill="#1d4ed8">
        <rect x="132" y="150" width="26" height="48" rx="5" opacity="0.35" />
        <rect x="172" y="164" width="26" height="34" rx="5" opacity="0.55" />
        <rect x="212" y="174" width="26" height="24" rx="5" opacity="0.75" />
        <rect x="252" y="182" width="26" height="16" rx="5" />
      </g>
      <path d="M128 136l44 18 40 10 46 14" fill="none" stroke="#0ea5e9" strokeWidth="3" strokeDasharray="6 6" />
      <circle cx="320" cy="74" r="26" fill="#f59e0b" />
      <circle cx="320" cy="74" r="18" fill="none" stroke="#fff" strokeWidth="3" />
      <path
        d="M320 64v20M313 70h11a4 4 0 0 1 0 8h-11"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="80" cy="90" r="14" fill="#1d4ed8" opacity="0.15" />
      <circle cx="96" cy="150" r="8" fill="#0ea5e9" opacity="0.3" />
    </>
  );
}

function MonitoringArt() {
  return (
    <>
      <rect x="96" y="40" width="208" height="130" rx="12" fill="#13295a" stroke="#38bdf8" strokeOpacity="0.5" />
      <rect x="96" y="40" width="208" height="22" rx="12" fill="#1e3a78" />
      <g fill="#38bdf8">
        <circle cx="112" cy="51" r="4" />
        <circle cx="126" cy="51" r="4" opacity="0.6" />
        <circle cx="140" cy="51" r="4" opacity="0.3" />
      </g>
      <path
        d="M112 130h34l12-34 18 56 16-40 12 18h84"
        fill="none"
        stroke="#38bdf8"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g fill="#22c55e">
        <circle cx="274" cy="84" r="6" />
      </g>
      <rect x="232" y="78" width="34" height="12" rx="6" fill="#fff" opacity="0.25" />
      <path d="M176 170l-10 24h68l-10-24" fill="#1e3a78" />
      <rect x="150" y="192" width="100" height="8" rx="4" fill="#1e3a78" />
      <g fill="none" stroke="#fff" strokeOpacity="0.12" strokeWidth="2">
        <circle cx="200" cy="112" r="150" />
        <circle cx="200" cy="112" r="120" />
      </g>
    </>
  );
}

const arts = {
  ransomware: { Art: RansomwareArt, from: '#0b1b3f', to: '#1e3a78' },
  'cloud-costs': { Art: CloudCostsArt, from: '#e0ecff', to: '#f0f9ff' },
  monitoring: { Art: MonitoringArt, from: '#060f24', to: '#13295a' },
} as const;

/** The picture on a news card, drawn for its topic. */
export function NewsIllustration({ art }: { art: NewsArt }) {
  const gradientId = useScopedId('news-bg');
  const { Art, from, to } = arts[art];
  return (
    <svg viewBox="0 0 400 225" width="400" height="225" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="400" height="225" fill={`url(#${gradientId})`} />
      <Art />
    </svg>
  );
}

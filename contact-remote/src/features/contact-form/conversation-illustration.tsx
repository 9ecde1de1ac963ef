/** Two speech bubbles over a small network: a conversation that leads somewhere. Decorative. */
export function ConversationIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 440 320" width="440" height="320" aria-hidden="true" focusable="false">
      <g fill="none" stroke="rgb(255 255 255 / 9%)" strokeWidth="1.5">
        <circle cx="230" cy="160" r="150" />
        <circle cx="230" cy="160" r="105" />
      </g>
      <g stroke="rgb(56 189 248 / 45%)" strokeWidth="1.5">
        <path d="M40 70 96 40M40 70l24 78M96 40l270-14M366 26l44 66M410 92l-18 150M392 242l-70 50M64 148 30 230" />
      </g>
      <g fill="#38bdf8">
        <circle cx="40" cy="70" r="5" />
        <circle cx="96" cy="40" r="4" />
        <circle cx="366" cy="26" r="4" />
        <circle cx="410" cy="92" r="5" />
        <circle cx="392" cy="242" r="4" />
        <circle cx="322" cy="292" r="5" />
        <circle cx="64" cy="148" r="4" />
        <circle cx="30" cy="230" r="5" />
      </g>
      <path
        d="M104 74h200a22 22 0 0 1 22 22v92a22 22 0 0 1-22 22H170l-34 30v-30h-32a22 22 0 0 1-22-22V96a22 22 0 0 1 22-22Z"
        fill="rgb(255 255 255 / 8%)"
        stroke="rgb(255 255 255 / 40%)"
        strokeWidth="1.5"
      />
      <g stroke="rgb(255 255 255 / 70%)" strokeWidth="8" strokeLinecap="round">
        <path d="M112 110h150M112 140h186M112 170h110" />
      </g>
      <path
        d="M230 186h150a20 20 0 0 1 20 20v46a20 20 0 0 1-20 20h-18v26l-30-26h-102a20 20 0 0 1-20-20v-46a20 20 0 0 1 20-20Z"
        fill="#1d4ed8"
        stroke="#38bdf8"
        strokeWidth="1.5"
      />
      <g fill="#fff">
        <circle cx="272" cy="229" r="7" />
        <circle cx="300" cy="229" r="7" opacity="0.75" />
        <circle cx="328" cy="229" r="7" opacity="0.5" />
      </g>
    </svg>
  );
}

import { iconPaths, type IconName } from './icon-paths';

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative line icon; the text beside it carries the meaning, so assistive technology skips it. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {iconPaths[name]}
    </svg>
  );
}

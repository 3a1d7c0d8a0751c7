export interface LogoProps {
  /** The accessible name; without it the logo is decorative (a link's text names it). */
  label?: string;
  size?: number;
  className?: string;
}

/** The brand mark, drawn inline (no request, the same markup on the server and in the browser). */
export function Logo({ label, size = 40, className }: LogoProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <rect width="48" height="48" rx="12" fill="#4B66E4" />
      <path
        d="M32.5 16.2A11 11 0 1 0 32.5 31.8"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="33" cy="24" r="3" fill="#fff" />
    </svg>
  );
}

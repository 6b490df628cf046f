// The shell's few icons, inline (lucide shapes) rather than another dependency.
type IconProps = { size?: number };

function Svg({ size = 20, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** An icon drawn by a single path. */
const pathIcon = (d: string) => (p: IconProps) => (
  <Svg {...p}>
    <path d={d} />
  </Svg>
);

export const MenuIcon = pathIcon('M4 6h16M4 12h16M4 18h16');

export const SunIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </Svg>
);

export const MoonIcon = pathIcon('M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z');

export const ChevronDownIcon = pathIcon('m6 9 6 6 6-6');

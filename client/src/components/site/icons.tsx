/** Small inline icons (no icon font, no third-party request). Decorative: hidden from screen readers. */
type P = { className?: string; size?: number };
const svg = (size: number, className: string | undefined, children: React.ReactNode, viewBox = '0 0 24 24') => (
  <svg
    className={className}
    width={size}
    height={size}
    viewBox={viewBox}
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

export const GlobeIcon = ({ className, size = 20 }: P) =>
  svg(
    size,
    className,
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </>,
  );
export const ChevronDown = ({ className, size = 16 }: P) => svg(size, className, <path d="M6 9l6 6 6-6" />);
export const ArrowRight = ({ className, size = 18 }: P) => svg(size, className, <path d="M5 12h14M13 6l6 6-6 6" />);
export const MenuIcon = ({ className, size = 24 }: P) => svg(size, className, <path d="M4 7h16M4 12h16M4 17h16" />);
export const CloseIcon = ({ className, size = 24 }: P) => svg(size, className, <path d="M6 6l12 12M18 6L6 18" />);
export const PinIcon = ({ className, size = 20 }: P) =>
  svg(
    size,
    className,
    <>
      <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>,
  );
export const DocIcon = ({ className, size = 18 }: P) =>
  svg(
    size,
    className,
    <>
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </>,
  );

/** Company mark: a leaf over a furrow. */
export const LeafMark = ({ className, size = 36 }: P) => (
  <svg className={className} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <circle cx="20" cy="20" r="20" fill="#00573f" />
    <path d="M12 27c0-9 6-15 17-16-1 10-6 16-15 16" fill="#f2a900" />
    <path d="M12 28c4-5 8-9 13-12" stroke="#00573f" strokeWidth="1.6" fill="none" strokeLinecap="round" />
  </svg>
);

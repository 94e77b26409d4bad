interface LogoMarkProps {
  size?: number;
  className?: string;
}

/** The Crease mark: three stumps and a bail standing on the popping crease. */
export function LogoMark({ size = 32, className }: LogoMarkProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill="#0fa968" />
      <rect x="9" y="9" width="3" height="14" rx="1.5" fill="#fff" />
      <rect x="14.5" y="9" width="3" height="14" rx="1.5" fill="#fff" />
      <rect x="20" y="9" width="3" height="14" rx="1.5" fill="#fff" />
      <rect x="8.5" y="6.5" width="15" height="2.2" rx="1.1" fill="#f2c94c" />
      <rect x="5" y="25" width="22" height="2.2" rx="1.1" fill="#0b1f3a" opacity="0.9" />
    </svg>
  );
}

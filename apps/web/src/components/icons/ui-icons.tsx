import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Decorative line icons (24x24 grid); the control around them carries the accessible name. */
export function Line({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CartIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </Line>
);

export const UserIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </Line>
);

/** The DAO: linked nodes of a community. */
export const DaoIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M12 2.8l7.8 4.5v9.4L12 21.2l-7.8-4.5V7.3z" />
    <circle cx="12" cy="12" r="2.2" />
    <path d="M12 9.8V6M13.9 13.1l3.3 1.9M10.1 13.1l-3.3 1.9" />
  </Line>
);

export const MenuIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Line>
);

export const CloseIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Line>
);

export const CopyIcon = (props: IconProps) => (
  <Line {...props}>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 5.5v-.5a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 5v8A1.5 1.5 0 0 0 6 14.5h.5" />
  </Line>
);

export const ExternalIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v4.5A1.5 1.5 0 0 1 16.5 20h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </Line>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Line>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Line>
);

export const GlobeIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5z" />
  </Line>
);

export const BellIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 20.5a2.2 2.2 0 0 0 4 0" />
  </Line>
);

export const CoinIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M8.5 15.5v-7l3.5 4 3.5-4v7" />
  </Line>
);

export const CameraIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2.2l1.6-2.2h5.4L16.3 7h2.2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z" />
    <circle cx="12" cy="12.8" r="3.4" />
  </Line>
);

/** A tick (done, copied, selected): drawn a little bolder than the other line icons. */
export const CheckIcon = (props: IconProps) => (
  <Line strokeWidth={2} {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Line>
);

export const SearchIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Line>
);

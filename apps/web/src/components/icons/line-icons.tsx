import { Line, type IconProps } from './ui-icons';

export const CommentIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4.5 5.5h15a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-4.5 3.5V16.5h-1a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z" />
  </Line>
);
export const ClockIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Line>
);
export const PlusIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M12 5v14M5 12h14" />
  </Line>
);
export const TrashIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4.5 7h15M9.5 7V4.8h5V7M6.5 7l.9 12.2a1 1 0 0 0 1 .8h7.2a1 1 0 0 0 1-.8L17.5 7M10 11v5.5M14 11v5.5" />
  </Line>
);
export const EditIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M14.5 5.5l4 4L9 19H5v-4zM12.5 7.5l4 4" />
  </Line>
);
export const ShareIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="17.5" cy="6" r="2.5" />
    <circle cx="6.5" cy="12" r="2.5" />
    <circle cx="17.5" cy="18" r="2.5" />
    <path d="M8.7 10.8l6.6-3.6M8.7 13.2l6.6 3.6" />
  </Line>
);
export const LockIcon = (props: IconProps) => (
  <Line {...props}>
    <rect x="5" y="10.5" width="14" height="9.5" rx="1.5" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </Line>
);
export const ReopenIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M5 12a7 7 0 1 0 2.1-5M5 4.5V8h3.5" />
  </Line>
);
export const TransferIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" />
  </Line>
);
export const ImageIcon = (props: IconProps) => (
  <Line {...props}>
    <rect x="3.5" y="5" width="17" height="14" rx="1.5" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="M20.5 16l-5-5-8 8" />
  </Line>
);
export const MailIcon = (props: IconProps) => (
  <Line {...props}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
    <path d="M4 6.5l8 6 8-6" />
  </Line>
);
export const SearchIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="M15 15l5 5" />
  </Line>
);
/** A push pin: a staff announcement pinned to the top of the task board. */
export const PinIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M9 4.5h6M10 4.5v5l-3 3.5h10l-3-3.5v-5M12 13v6.5" />
  </Line>
);
export const TrophyIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M8 4.5h8v5a4 4 0 0 1-8 0zM8 6.5H5a3 3 0 0 0 3 4M16 6.5h3a3 3 0 0 1-3 4M12 13.5v3M8.5 19.5h7M10 16.5h4" />
  </Line>
);
export const VoteIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4.5 13.5h15v6h-15zM8 13.5l-1-1 6.5-7.5 4 3.5-4.5 5" />
  </Line>
);

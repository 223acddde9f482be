import { Line, type IconProps } from '@/components/icons/ui-icons';

export const HeartIcon = ({ filled, ...props }: IconProps & { filled?: boolean }) => (
  <Line strokeWidth={1.8} {...props}>
    <path
      d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Line>
);

export const ReplyIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <path d="M9.5 7 4.5 12l5 5" />
    <path d="M4.5 12h9a6 6 0 0 1 6 6v1" />
  </Line>
);

export const EditIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <path d="M4.5 19.5h4l10-10-4-4-10 10v4zM13 7l4 4" />
  </Line>
);

export const TrashIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <path d="M4.5 7h15M9.5 7V4.8h5V7M6.5 7l.8 12.2h9.4L17.5 7" />
  </Line>
);

export const SendIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <path d="M20 4 10.5 13.5M20 4l-6 16-3.5-6.5L4 10z" />
  </Line>
);

export const ImageIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <rect x="3.5" y="5" width="17" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="m20.5 16-4.8-4.6L6 19" />
  </Line>
);

export const VideoIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <rect x="3.5" y="6" width="12" height="12" rx="2" />
    <path d="m15.5 10.5 5-3v9l-5-3" />
  </Line>
);

export const FileIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <path d="M14 3.5H7.5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2V8z" />
    <path d="M14 3.5V8h4.5" />
  </Line>
);

export const LinkIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Line>
);

export const CodeIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <path d="m8.5 7-5 5 5 5M15.5 7l5 5-5 5" />
  </Line>
);

export const BulletListIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <path d="M9.5 6.5h10M9.5 12h10M9.5 17.5h10" />
    <circle cx="5" cy="6.5" r="1" fill="currentColor" />
    <circle cx="5" cy="12" r="1" fill="currentColor" />
    <circle cx="5" cy="17.5" r="1" fill="currentColor" />
  </Line>
);

export const OrderedListIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <path d="M10 6.5h9.5M10 12h9.5M10 17.5h9.5M4.5 5l1.2-.8v4.3M4.3 15.3a1.2 1.2 0 0 1 2.2.6c0 .9-2.2 1.8-2.2 2.8h2.3" />
  </Line>
);

export const BoldIcon = (props: IconProps) => (
  <Line {...props} strokeWidth={2.2}>
    <path d="M7 4.5h6a3.7 3.7 0 0 1 0 7.5H7zM7 12h7a3.8 3.8 0 0 1 0 7.5H7z" />
  </Line>
);

export const ItalicIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <path d="M10 4.5h8M6 19.5h8M14.5 4.5l-5 15" />
  </Line>
);

export const ChatIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <path d="M5 5.5h14A1.5 1.5 0 0 1 20.5 7v8.5A1.5 1.5 0 0 1 19 17h-9l-4.5 3.5V17H5a1.5 1.5 0 0 1-1.5-1.5V7A1.5 1.5 0 0 1 5 5.5z" />
  </Line>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Line strokeWidth={1.8} {...props}>
    <path d="m6 9.5 6 6 6-6" />
  </Line>
);

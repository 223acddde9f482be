import { Line, type IconProps } from '@/components/icons/ui-icons';

export const ChatIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z" />
    <path d="M8.5 8.5h7M8.5 11.5h4.5" />
  </Line>
);

export const SendIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4 12 20 4l-5 16-3.5-6.5z" />
    <path d="m11.5 13.5 8.5-9.5" />
  </Line>
);

export const StopIcon = (props: IconProps) => (
  <Line {...props}>
    <rect x="6.5" y="6.5" width="11" height="11" rx="1.5" />
  </Line>
);

export const MicIcon = (props: IconProps) => (
  <Line {...props}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
  </Line>
);

export const RetryIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3L4.5 9" />
    <path d="M4.5 4.5V9H9" />
  </Line>
);

export const ExpandIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
  </Line>
);

export const TrashIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5" />
  </Line>
);

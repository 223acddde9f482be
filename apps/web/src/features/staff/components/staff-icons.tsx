import { Line, type IconProps } from '@/components/icons/ui-icons';

export const DownloadIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
  </Line>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M6 9.5l6 6 6-6" />
  </Line>
);

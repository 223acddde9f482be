import type { JSX, SVGProps } from 'react';
import type { SocialNetwork } from '@/config/external-links';

type IconProps = SVGProps<SVGSVGElement>;

function Glyph({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const QqIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M12 2.5c-3.3 0-5.6 2.6-5.6 6v1.2c-.9 1-1.9 2.6-2.2 4.2-.2 1.2.1 1.9.5 1.9.3 0 .8-.5 1.2-1.2.3 1.1.9 2.1 1.7 2.9-1.1.4-1.9 1-1.9 1.7 0 1 1.8 1.8 4.1 1.8 1 0 1.7-.1 2.2-.3.5.2 1.2.3 2.2.3 2.3 0 4.1-.8 4.1-1.8 0-.7-.8-1.3-1.9-1.7.8-.8 1.4-1.8 1.7-2.9.4.7.9 1.2 1.2 1.2.4 0 .7-.7.5-1.9-.3-1.6-1.3-3.2-2.2-4.2V8.5c0-3.4-2.3-6-5.6-6zm-1.9 4.3c.6 0 1 .7 1 1.5s-.4 1.5-1 1.5-1-.7-1-1.5.4-1.5 1-1.5zm3.8 0c.6 0 1 .7 1 1.5s-.4 1.5-1 1.5-1-.7-1-1.5.4-1.5 1-1.5zM12 10.6c1.6 0 3 .4 3.6.9-.7.7-2 1.1-3.6 1.1s-2.9-.4-3.6-1.1c.6-.5 2-.9 3.6-.9z" />
  </Glyph>
);

export const WeiboIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M10.1 19.6c-4 0-7.6-1.9-7.6-4.9 0-1.6 1-3.4 2.7-5.1 2.3-2.3 5-3.3 6-2.3.4.4.5 1.2.2 2.1-.1.5.5.2.5.2 1.9-.8 3.5-.8 4.1.1.3.5.3 1.1 0 1.9-.1.4.1.4.3.5 1.6.5 3.3 1.6 3.3 3.6 0 3.4-4.8 7.9-9.5 7.9zm4.1-5.3c-.2-2.1-2.9-3.5-6.1-3.2-3.2.3-5.6 2.3-5.4 4.4.2 2.1 2.9 3.5 6.1 3.2 3.2-.3 5.6-2.3 5.4-4.4zm-5 2.9c-1.4.4-2.9-.2-3.3-1.4-.4-1.2.5-2.4 1.9-2.8 1.5-.4 3 .2 3.4 1.3.4 1.2-.5 2.5-2 2.9zM17.6 4.3a5 5 0 0 1 4.8 6.4.7.7 0 0 1-1.4-.4 3.6 3.6 0 0 0-3.4-4.6.7.7 0 1 1 0-1.4zm.2 2.7a2.3 2.3 0 0 1 2.2 2.9.6.6 0 0 1-1.2-.3 1.1 1.1 0 0 0-1-1.4.6.6 0 1 1 0-1.2z" />
  </Glyph>
);

export const BilibiliIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M7.2 2.9a1 1 0 0 1 1.4 0L11 5.3h2l2.4-2.4a1 1 0 0 1 1.4 1.4l-1 1h2.7A3.5 3.5 0 0 1 22 8.8v8.4a3.5 3.5 0 0 1-3.5 3.5h-13A3.5 3.5 0 0 1 2 17.2V8.8a3.5 3.5 0 0 1 3.5-3.5h2.7l-1-1a1 1 0 0 1 0-1.4zM5.5 7.3a1.5 1.5 0 0 0-1.5 1.5v8.4a1.5 1.5 0 0 0 1.5 1.5h13a1.5 1.5 0 0 0 1.5-1.5V8.8a1.5 1.5 0 0 0-1.5-1.5zm2.8 3.3a1 1 0 0 1 1 1v1.6a1 1 0 1 1-2 0v-1.6a1 1 0 0 1 1-1zm7.4 0a1 1 0 0 1 1 1v1.6a1 1 0 1 1-2 0v-1.6a1 1 0 0 1 1-1z" />
  </Glyph>
);

export const DiscordIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M19.3 5.3A16.5 16.5 0 0 0 15.2 4l-.5 1a15.3 15.3 0 0 0-5.4 0l-.5-1a16.5 16.5 0 0 0-4.1 1.3C2.1 9.2 1.4 13 1.7 16.8a16.6 16.6 0 0 0 5 2.6l1.1-1.7a10.7 10.7 0 0 1-1.7-.8l.4-.3a11.8 11.8 0 0 0 11 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.7a16.6 16.6 0 0 0 5-2.6c.4-4.4-.7-8.2-3-11.5zM8.7 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2z" />
  </Glyph>
);

export const FacebookIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M12 2a10 10 0 0 0-1.6 19.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 12 2z" />
  </Glyph>
);

export const InstagramIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M7.8 2.5h8.4a5.3 5.3 0 0 1 5.3 5.3v8.4a5.3 5.3 0 0 1-5.3 5.3H7.8a5.3 5.3 0 0 1-5.3-5.3V7.8a5.3 5.3 0 0 1 5.3-5.3zm0 1.9a3.4 3.4 0 0 0-3.4 3.4v8.4a3.4 3.4 0 0 0 3.4 3.4h8.4a3.4 3.4 0 0 0 3.4-3.4V7.8a3.4 3.4 0 0 0-3.4-3.4zM12 7.3a4.7 4.7 0 1 1 0 9.4 4.7 4.7 0 0 1 0-9.4zm0 1.9a2.8 2.8 0 1 0 0 5.6 2.8 2.8 0 0 0 0-5.6zm5-3.1a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z" />
  </Glyph>
);

export const YoutubeIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
  </Glyph>
);

export const TwitterIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
  </Glyph>
);

export const SOCIAL_ICONS: Record<SocialNetwork, (props: IconProps) => JSX.Element> = {
  qq: QqIcon,
  weibo: WeiboIcon,
  bilibili: BilibiliIcon,
  discord: DiscordIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  twitter: TwitterIcon,
};

import { COPY_DELAY_MS } from '@miao/contracts/limits';
import { useState, type JSX, type SVGProps } from 'react';
import { toast } from '@/lib/toast';
import type { Language } from '@/lib/language';
import { CheckIcon } from '@/components/icons/ui-icons';
import { BilibiliIcon, FacebookIcon, QqIcon, TwitterIcon, WeiboIcon } from '@/components/icons/social-icons';
import { CopyIcon } from '@/components/icons/ui-icons';
import { useTranslation } from '@/lib/use-translation';
import { Dialog } from './dialog';

export type ShareTarget =
  'weibo' | 'qzone' | 'qq' | 'weixin' | 'bilibili' | 'twitter' | 'facebook' | 'pinterest';

/** Spec 2: the Chinese region shares to Weibo, Qzone, QQ, WeChat and Bilibili; the English one to X, Facebook, Pinterest. */
export const SHARE_TARGETS: Record<Language, readonly ShareTarget[]> = {
  cn: ['weibo', 'qzone', 'qq', 'weixin', 'bilibili'],
  en: ['twitter', 'facebook', 'pinterest'],
};

export interface ShareContent {
  url: string;
  title: string;
  description: string;
}

/** The target's share page, or null for WeChat and Bilibili, which only copy the link (spec 2). */
export function shareHref(target: ShareTarget, content: ShareContent): string | null {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const { url, title, description } = content;
  switch (target) {
    case 'weibo':
      return `https://service.weibo.com/share/share.php?${q({ url, title: `${title} ${description}` })}`;
    case 'qzone':
      return `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?${q({ url, title, desc: description, summary: description })}`;
    case 'qq':
      return `https://connect.qq.com/widget/shareqq/index.html?${q({ url, title, desc: description, summary: description })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${q({ url, text: title })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?${q({ url, description: `${title} — ${description}` })}`;
    case 'weixin':
    case 'bilibili':
      return null;
  }
}

type IconProps = SVGProps<SVGSVGElement>;
const Glyph = ({ children, ...props }: IconProps) => (
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
const QzoneIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M12 2.5l2.6 5.9 6.4.6-4.8 4.3 1.4 6.3L12 16.3l-5.6 3.3 1.4-6.3L3 9l6.4-.6z" />
  </Glyph>
);
const WeixinIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M9.2 3.5C5 3.5 1.8 6.3 1.8 9.7c0 1.9 1 3.6 2.7 4.8l-.7 2.2 2.6-1.3c.9.3 1.8.4 2.8.4h.5a5.6 5.6 0 0 1-.2-1.5c0-3.4 3.1-6.1 7-6.1h.4C16.2 5.5 13 3.5 9.2 3.5zM6.7 7.3a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm5 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm4.8 2.4c-3.3 0-5.9 2.2-5.9 4.9s2.6 4.9 5.9 4.9c.7 0 1.4-.1 2-.3l2 1-.5-1.8c1.4-.9 2.3-2.3 2.3-3.8 0-2.7-2.6-4.9-5.8-4.9zm-2 2.9a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6zm4 0a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6z" />
  </Glyph>
);
const PinterestIcon = (props: IconProps) => (
  <Glyph {...props}>
    <path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.4 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.8 0-2.5-1.8-4.3-4.4-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.4-.6-2.2-2.7-2.2-4.3 0-3.5 2.5-6.7 7.3-6.7 3.8 0 6.8 2.7 6.8 6.4 0 3.8-2.4 6.9-5.8 6.9-1.1 0-2.2-.6-2.6-1.3l-.7 2.7c-.3 1-1 2.2-1.4 2.9A10 10 0 1 0 12 2z" />
  </Glyph>
);

const ICONS: Record<ShareTarget, (props: IconProps) => JSX.Element> = {
  weibo: WeiboIcon,
  qzone: QzoneIcon,
  qq: QqIcon,
  weixin: WeixinIcon,
  bilibili: BilibiliIcon,
  twitter: TwitterIcon,
  facebook: FacebookIcon,
  pinterest: PinterestIcon,
};

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/**
 * Spec 2 share dialog: the region's share targets, the link in a read-only field and a copy
 * button ("Link copied"). It closes only by its close icon (or Escape), never by a click outside.
 * Title: the item title followed by the product name; description: the community tagline.
 */
export function ShareDialog(props: {
  itemTitle: string;
  productName: string;
  url: string;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const content: ShareContent = {
    url: props.url,
    title: `${props.itemTitle} ${props.productName}`.trim(),
    description: t('landing.share.tagline'),
  };

  const copy = async () => {
    try {
      await copyText(props.url);
      setCopied(true);
      toast.success(t('landing.share.copied'));
      window.setTimeout(() => setCopied(false), COPY_DELAY_MS);
    } catch {
      toast.error(t('common.copyFailed'));
    }
  };

  return (
    <Dialog title={t('landing.share.title')} onClose={props.onClose}>
      <p className="share-dialog__subject">{content.title}</p>
      <ul className="share-dialog__targets">
        {SHARE_TARGETS[props.language].map((target) => {
          const href = shareHref(target, content);
          const Icon = ICONS[target];
          const label = t(`landing.share.targets.${target}`);
          return (
            <li key={target}>
              {href ? (
                <a className="share-dialog__target" href={href} target="_blank" rel="noopener noreferrer">
                  <span className="share-dialog__icon">
                    <Icon />
                  </span>
                  <span>{label}</span>
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
              ) : (
                <button type="button" className="share-dialog__target" onClick={() => void copy()}>
                  <span className="share-dialog__icon">
                    <Icon />
                  </span>
                  <span>{label}</span>
                  <span className="visually-hidden"> {t('landing.share.copiesLink')}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="share-dialog__link">
        <label className="visually-hidden" htmlFor="share-link">
          {t('landing.share.link')}
        </label>
        <input
          id="share-link"
          className="input mono"
          readOnly
          value={props.url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {copied ? <CheckIcon /> : <CopyIcon />}
          {copied ? t('landing.share.copied') : t('landing.share.copy')}
        </button>
      </div>
    </Dialog>
  );
}

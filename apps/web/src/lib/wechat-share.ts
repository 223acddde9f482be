import type { ShareSignResponse } from '@miao/contracts/links';
import { api } from './api-client';
import { isWeChatBrowser } from './wechat-browser';

/** WeChat's JS-SDK (the server's CSP allows its origin when share signing is configured). */
export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

export { isWeChatBrowser };

export interface ShareContent {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

interface WeChatSdk {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (reason: unknown) => void): void;
  updateAppMessageShareData(content: ShareContent): void;
  updateTimelineShareData(content: Omit<ShareContent, 'desc'>): void;
}

/** Spec 7 share signing: the page address without its #fragment, as WeChat signs it. */
export function signShare(url: string): Promise<ShareSignResponse> {
  return api.post<ShareSignResponse>('/api/share/sign', { url: url.split('#')[0] }, { toastErrors: false });
}

let loading: Promise<WeChatSdk> | undefined;

function loadSdk(doc: Document): Promise<WeChatSdk> {
  loading ??= new Promise<WeChatSdk>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = WECHAT_SDK_URL;
    script.async = true;
    script.onload = () => {
      const wx = (window as unknown as { wx?: WeChatSdk }).wx;
      if (wx) resolve(wx);
      else reject(new Error('WeChat SDK missing'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('WeChat SDK failed to load'));
    };
    doc.head.appendChild(script);
  });
  return loading;
}

/**
 * Inside WeChat's browser only: signs the page, loads the SDK and sets what "share to a friend" and
 * "share to Moments" send. Elsewhere nothing is loaded. Signing first: a server without WeChat
 * settings answers 503, and then the SDK is not fetched at all. Failures are quiet (the share menu
 * then sends WeChat's own default card).
 */
export async function configureWeChatShare(
  content: ShareContent,
  env: { userAgent: string; document: Document } = { userAgent: navigator.userAgent, document },
): Promise<boolean> {
  if (!isWeChatBrowser(env.userAgent)) return false;
  try {
    const signed = await signShare(content.link);
    const wx = await loadSdk(env.document);
    wx.config({
      debug: false,
      appId: signed.app_id,
      timestamp: signed.timestamp,
      nonceStr: signed.nonce_str,
      signature: signed.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    wx.ready(() => {
      wx.updateAppMessageShareData(content);
      wx.updateTimelineShareData({ title: content.title, link: content.link, imgUrl: content.imgUrl });
    });
    return true;
  } catch {
    return false;
  }
}

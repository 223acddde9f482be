/** WeChat's built-in browser says so in its user agent. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

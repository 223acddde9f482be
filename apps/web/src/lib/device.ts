import { MOBILE_WIDTH } from '@miao/contracts/limits';

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_AGENT.test(userAgent);
}

/** Spec 1: mobile when the width is under 1000 or the device identifier is a mobile one. */
export function isMobileViewport(width: number, userAgent: string | null | undefined): boolean {
  return width < MOBILE_WIDTH || isMobileUserAgent(userAgent);
}

// Profile links without zod (issue 35, decision 062): the member page checks each address it
// renders with this, and its chunk must not pull zod in (the user center loads no zod: speed.spec).
import { PROFILE_LINK_URL_MAX } from './limits';

export interface ProfileLink {
  url: string;
  label: string;
}

/**
 * A profile link's address (issue 35): https only, with a host, no credentials, so a page can never
 * carry a `javascript:` or `data:` address and every link leaves over TLS.
 */
export function isProfileLinkUrl(value: string): boolean {
  if (value.length > PROFILE_LINK_URL_MAX || !/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

import type { Language } from '@/lib/language';

/**
 * Decision 007: the privacy policy is the overseas site's. China mode shows a short note instead
 * (what the site itself handles, where the store's policy applies) with a link to the full text.
 */
export function privacyVariant(language: Language): 'policy' | 'china-note' {
  return language === 'cn' ? 'china-note' : 'policy';
}

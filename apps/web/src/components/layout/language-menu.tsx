import { Link, useLocation } from 'react-router';
import { useLanguage } from '@/hooks/use-language';
import { writeCookie } from '@/lib/cookies';
import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  LANGUAGES,
  switchLanguagePath,
  type Language,
} from '@/lib/language';
import { GlobeIcon } from '@/components/icons/ui-icons';
import { useTranslation } from '@/lib/use-translation';

const NAMES: Record<Language, string> = { cn: '中文', en: 'English' };

/**
 * Chinese or English (spec 2). Each entry is the current address with its prefix replaced or
 * prepended and the query kept. A full page load follows, so the new mode starts from the server.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const { language } = useLanguage();
  return (
    <nav className="language-menu" aria-label={t('layout.language')}>
      <GlobeIcon className="language-menu__icon" />
      <ul>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <Link
              to={switchLanguagePath(location, lang)}
              reloadDocument
              lang={lang === 'cn' ? 'zh-CN' : 'en'}
              hrefLang={lang === 'cn' ? 'zh-CN' : 'en'}
              aria-current={lang === language ? 'true' : undefined}
              onClick={() => writeCookie(LANG_COOKIE, lang, LANG_COOKIE_MAX_AGE)}
            >
              {NAMES[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

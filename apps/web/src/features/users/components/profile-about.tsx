import { isProfileLinkUrl, type ProfileLink } from '@miao/contracts/profile-links';
import { useTranslation } from '@/lib/use-translation';
import '@/features/users/users.css';

/** What a link shows without a label: its host and path, without the scheme or a trailing slash. */
export function linkText(link: ProfileLink): string {
  if (link.label) return link.label;
  const url = new URL(link.url);
  return `${url.host}${url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '')}`;
}

/**
 * A member's bio and links (issue 35, decision 062). The bio is plain text (React escapes it; line
 * breaks show). Links leave the site in a new tab, marked user content (rel nofollow ugc) and given
 * no opener or referrer; an address that is not https is never rendered as a link, whatever the
 * server sent.
 */
export function ProfileAbout({
  bio,
  links,
  name,
  showEmpty = false,
}: {
  bio: string;
  links: ProfileLink[];
  name: string;
  /** The member's own card says there is no bio yet; a public page shows nothing then. */
  showEmpty?: boolean;
}) {
  const { t } = useTranslation();
  const safe = links.filter((link) => isProfileLinkUrl(link.url));
  if (!bio && safe.length === 0) {
    return showEmpty ? <p className="profile-about__empty muted">{t('user.noBio')}</p> : null;
  }
  return (
    <div className="profile-about">
      {bio ? <p className="profile-about__bio">{bio}</p> : null}
      {safe.length ? (
        <ul className="profile-about__links" aria-label={t('user.profileLinks', { name })}>
          {safe.map((link, index) => (
            <li key={`${index}:${link.url}`}>
              <a
                className="profile-about__link"
                href={link.url}
                target="_blank"
                rel="nofollow ugc noopener noreferrer"
              >
                {linkText(link)}
                <span className="visually-hidden"> {t('user.opensNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

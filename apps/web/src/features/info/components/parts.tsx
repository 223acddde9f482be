import type { ReactNode } from 'react';
import { ProductArt } from '@/components/art/product-art';
import type { ArtSpec } from '@/components/art/art-spec';
import { ArrowRightIcon } from '@/components/icons/ui-icons';
import { LocalLink } from '@/components/ui/local-link';
import { useSiteLinks } from '@/lib/site-links';
import type { DocSection, Fact, Localized } from '@/content/info/types';
import { useLanguage } from '@/hooks/use-language';
import { formatDay } from '@/features/info/lib/dates';
import { useTranslation } from '@/lib/use-translation';

/** Picks the page language's copy. */
export function useCopy(): (text: Localized) => string {
  const { language } = useLanguage();
  return (text) => text[language];
}

/** The first screen of every info page: eyebrow, headline, lead, optional date and drawing. */
export function PageHero(props: {
  eyebrow: string;
  title: string;
  lead: string;
  updated?: string;
  art?: ArtSpec;
  artLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <header className={`info-hero${props.art ? ' info-hero--art' : ''}`}>
      <div className="info-hero__copy">
        <p className="eyebrow">{props.eyebrow}</p>
        <h1 className="info-hero__title">{props.title}</h1>
        <p className="info-hero__lead">{props.lead}</p>
        {props.updated ? (
          <p className="info-hero__meta">{t('info.updated', { date: formatDay(props.updated, language) })}</p>
        ) : null}
        {props.children}
      </div>
      {props.art ? (
        <div className="info-hero__art">
          <ProductArt spec={props.art} label={props.artLabel ?? props.title} className="info-hero__drawing" />
        </div>
      ) : null}
    </header>
  );
}

/** Figures worth seeing at a glance, in monospace. */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  const copy = useCopy();
  return (
    <dl className="info-facts">
      {facts.map((fact) => (
        <div key={fact.label.en} className="info-facts__item">
          <dt className="info-facts__label">{copy(fact.label)}</dt>
          <dd className="info-facts__value mono">{copy(fact.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The in-page contents: a sticky list on desktop, a folded list on phones. */
export function TableOfContents({
  sections,
}: {
  sections: ReadonlyArray<{ id: string; heading: Localized }>;
}) {
  const { t } = useTranslation();
  const copy = useCopy();
  const list = (
    <ol className="info-toc__list">
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{copy(section.heading)}</a>
        </li>
      ))}
    </ol>
  );
  return (
    <nav className="info-toc" aria-label={t('info.onThisPage')}>
      <details className="info-toc__fold">
        <summary>{t('info.onThisPage')}</summary>
        {list}
      </details>
      <div className="info-toc__fixed">
        <p className="info-toc__title">{t('info.onThisPage')}</p>
        {list}
      </div>
    </nav>
  );
}

/** One section of a long-reading page. */
export function SectionBody({ section, level = 2 }: { section: DocSection; level?: 2 | 3 }) {
  const copy = useCopy();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="info-section" id={section.id} aria-labelledby={`${section.id}-title`}>
      <Heading id={`${section.id}-title`} className="info-section__title">
        {copy(section.heading)}
      </Heading>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph.en} className="info-section__text">
          {copy(paragraph)}
        </p>
      ))}
      {section.points ? (
        <ul className="info-list">
          {section.points.map((point) => (
            <li key={point.en}>{copy(point)}</li>
          ))}
        </ul>
      ) : null}
      {section.steps ? <StepList steps={section.steps} /> : null}
      {section.table ? (
        <dl className="info-table">
          {section.table.map((row) => (
            <div key={row.label.en} className="info-table__row">
              <dt>{copy(row.label)}</dt>
              <dd>{copy(row.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.note ? <p className="info-note">{copy(section.note)}</p> : null}
    </section>
  );
}

/** Numbered steps with large counters. */
export function StepList({ steps }: { steps: readonly Localized[] }) {
  const copy = useCopy();
  return (
    <ol className="info-steps">
      {steps.map((step) => (
        <li key={step.en} className="info-steps__item">
          {copy(step)}
        </li>
      ))}
    </ol>
  );
}

/** Same-site links at the end of a page. */
export function LinkList({
  title,
  links,
}: {
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  if (links.length === 0) return null;
  return (
    <nav className="info-links" aria-label={title}>
      <h2 className="info-links__title">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <LocalLink to={link.to} className="info-links__link">
              <span>{link.label}</span>
              <ArrowRightIcon />
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Still have a question?" with the mode's contact address. */
export function HelpCard() {
  const { t } = useTranslation();
  const contact = useSiteLinks()('contact');
  return (
    <aside className="info-help" aria-labelledby="info-help-title">
      <h2 id="info-help-title" className="info-help__title">
        {t('info.help.title')}
      </h2>
      <p className="info-help__body">{t('info.help.body')}</p>
      {contact ? (
        <a className="button button--secondary" href={contact}>
          {t('info.help.contact')}
        </a>
      ) : null}
    </aside>
  );
}

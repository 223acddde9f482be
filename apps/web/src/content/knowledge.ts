import type { SitePassage } from '@miao/contracts/chat';
import type {
  AppDownloadPage,
  DocPage,
  DocSection,
  EventPage,
  ManualPage,
  VideoGuidePage,
} from './info/types';
import type { LandingPage, Localized, Slide } from './types';

/**
 * The site's own copy as passages for the chat assistant's built-in answerer (issue 16, decision
 * 020): one per slide of a landing page, one per section of an info page or manual, in both
 * languages. The server cannot import the web's content modules, so `knowledge.test.ts` writes
 * this extract to the server's `site-knowledge.json` and fails while the two differ.
 */
export interface SiteContent {
  landing: LandingPage[];
  doc: DocPage[];
  manual: ManualPage[];
  video: VideoGuidePage[];
  app: AppDownloadPage[];
  event: EventPage[];
}

type Lines = Array<Localized | undefined>;

/** Joins the present lines of each language into one text, sentence by sentence. */
function joined(lines: Lines): Localized {
  const present = lines.filter((line): line is Localized => line !== undefined);
  const join = (language: keyof Localized) =>
    present
      .map((line) => line[language].replace(/\u200b/g, '').trim())
      .filter(Boolean)
      .map((text) => (/[.!?。！？:：]$/.test(text) ? text : `${text}${language === 'cn' ? '。' : '.'}`))
      .join(language === 'cn' ? '' : ' ');
  return { cn: join('cn'), en: join('en') };
}

const pair = (label: Localized, value: Localized): Localized => ({
  cn: `${label.cn}：${value.cn}`,
  en: `${label.en}: ${value.en}`,
});

function slideLines(slide: Slide): Lines {
  const lines: Lines = [slide.eyebrow, slide.body];
  if ('stats' in slide && slide.stats) {
    for (const stat of slide.stats) lines.push(pair(stat.label, { cn: stat.value, en: stat.value }));
  }
  switch (slide.kind) {
    case 'feature':
      lines.push(...(slide.bullets ?? []));
      break;
    case 'specs':
      for (const row of slide.rows) lines.push(pair(row.label, row.value));
      lines.push(slide.note);
      break;
    case 'gallery':
      for (const item of slide.items) lines.push(item.caption);
      break;
    case 'editions':
      for (const edition of slide.editions) {
        lines.push(edition.name, edition.body, edition.price);
        if (edition.limited)
          lines.push({ cn: `限量 ${edition.limited} 件`, en: `${edition.limited} pieces` });
      }
      lines.push(slide.note);
      break;
    case 'cta':
      lines.push(slide.note);
      break;
    default:
      break;
  }
  return lines;
}

function sectionLines(section: DocSection): Lines {
  return [
    ...(section.paragraphs ?? []),
    ...(section.points ?? []),
    ...(section.steps ?? []),
    ...(section.table ?? []).map((row) => pair(row.label, row.value)),
    section.note,
  ];
}

function manualPath(id: string): string {
  return id === 'cyberblade' ? '/cyberblade/manual/' : `/${id}/user-manual/`;
}

const VIDEO_PATHS: Record<VideoGuidePage['key'], string> = {
  'disassembly-guide': '/cyberboard-r2_5/disassembly-guide/',
  'carpio-user-guide': '/carpio-g2.0-am-editon/user-guide/',
};

/** Every passage, in a stable order (pages by path, then as they appear on the page). */
export function sitePassages(content: SiteContent): SitePassage[] {
  const passages: SitePassage[] = [];
  const add = (path: string, page: Localized, heading: Localized, lines: Lines) => {
    const text = joined(lines);
    const clean = (value: Localized) => ({
      cn: value.cn.replace(/\u200b/g, ''),
      en: value.en.replace(/\u200b/g, ''),
    });
    if (text.cn || text.en) passages.push({ path, page: clean(page), heading: clean(heading), text });
  };

  for (const landing of [...content.landing].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const path = `/${landing.slug}/`;
    add(path, landing.name, landing.title, [landing.description]);
    for (const slide of landing.slides) add(path, landing.name, slide.headline, slideLines(slide));
  }
  for (const doc of content.doc) {
    const path = `/${doc.key}/`;
    add(path, doc.title, doc.title, [
      doc.description,
      ...(doc.facts ?? []).map((f) => pair(f.label, f.value)),
    ]);
    for (const section of doc.sections)
      add(`${path}#${section.id}`, doc.title, section.heading, sectionLines(section));
    if (doc.chinaNote)
      add(path, doc.chinaNote.title, doc.chinaNote.title, [
        doc.chinaNote.description,
        ...doc.chinaNote.paragraphs,
      ]);
  }
  for (const manual of content.manual) {
    const path = manualPath(manual.id);
    add(path, manual.title, manual.title, [
      manual.description,
      ...manual.facts.map((f) => pair(f.label, f.value)),
    ]);
    for (const section of manual.sections)
      add(`${path}#${section.id}`, manual.title, section.heading, sectionLines(section));
  }
  for (const video of content.video) {
    add(VIDEO_PATHS[video.key], video.title, video.title, [
      video.description,
      ...video.tools,
      ...video.chapters.flatMap((chapter) => [chapter.title, chapter.body]),
      ...video.cautions,
    ]);
  }
  for (const app of content.app) {
    add('/cyberblade/app/', app.title, app.title, [
      app.description,
      app.steps.choose,
      app.steps.download,
      ...Object.values(app.platformCopy).flatMap((copy) => [copy.summary, copy.requirements]),
      ...app.afterInstall,
    ]);
  }
  for (const event of content.event) {
    const path = `/${event.key}/`;
    add(path, event.title, event.title, [event.description, ...event.rounds.map((round) => round.summary)]);
    for (const section of event.story ?? []) add(path, event.title, section.heading, sectionLines(section));
    add(path, event.title, { cn: '如何参与', en: 'How to take part' }, [...event.howTo, ...event.rules]);
  }
  return passages;
}

import type { AppPlatform } from '@miao/contracts/apps';
import type { ArtSpec } from '@/components/art/art-spec';
import type { Localized, VideoSpec } from '@/content/types';

export type { Localized } from '@/content/types';

/** What every info page carries for its `<head>` and its first screen. */
export interface PageCopy {
  eyebrow: Localized;
  /** The page's headline (h1) and Open Graph title. */
  title: Localized;
  /** One or two sentences: the meta description, also the lead under the headline. */
  description: Localized;
}

/** A figure worth seeing at a glance ("7 days": returns). */
export interface Fact {
  value: Localized;
  label: Localized;
}

/** One titled part of a long-reading page; `id` is its anchor. */
export interface DocSection {
  id: string;
  heading: Localized;
  paragraphs?: Localized[];
  points?: Localized[];
  /** Ordered steps (numbered). */
  steps?: Localized[];
  /** A two-column table: key combinations, specs, who pays for what. */
  table?: Array<{ label: Localized; value: Localized }>;
  /** A highlighted sentence under the section. */
  note?: Localized;
}

export type DocKey = 'about-us' | 'after-sales' | 'terms-of-service' | 'privacy-policy';

/** About us, after sales, terms of service, privacy policy: a calm long-reading document. */
export interface DocPage extends PageCopy {
  key: DocKey;
  /** Date the text last changed, YYYY-MM-DD. */
  updated: string;
  facts?: Fact[];
  sections: DocSection[];
  /** Pages listed under "related" at the end. */
  related: string[];
  /** Shows the join-us block at the end (about us). */
  joinUs?: boolean;
  art?: ArtSpec;
  /** The privacy policy only: what China mode shows instead (decision 007). */
  chinaNote?: PrivacyNote;
}

/** Privacy in China mode (decision 007): a short note instead of the overseas policy. */
export interface PrivacyNote extends PageCopy {
  paragraphs: Localized[];
}

/** A product's user manual at /{id}/user-manual/ (and /cyberblade/manual/). */
export interface ManualPage extends PageCopy {
  /** The product code (catalog, product names, landing page). */
  id: string;
  updated: string;
  art: ArtSpec;
  facts: Fact[];
  sections: DocSection[];
  /** A video guide for the same product, when there is one. */
  video?: string;
  /** Where its software downloads live (default: the AM Master page). */
  app?: string;
}

export interface VideoChapter {
  /** Seconds into the video. */
  at: number;
  title: Localized;
  body: Localized;
}

/** A video guide page: the film, what you need, the chapters as steps. */
export interface VideoGuidePage extends PageCopy {
  key: 'disassembly-guide' | 'carpio-user-guide';
  /** Product code the guide belongs to (art, links). */
  product: string;
  video: VideoSpec;
  art: ArtSpec;
  duration: number;
  tools: Localized[];
  chapters: VideoChapter[];
  cautions: Localized[];
  /** Same-site follow-up links. */
  links: Array<{ to: string; label: Localized }>;
}

/** The two-step app download page. */
export interface AppDownloadPage extends PageCopy {
  /** Release channel of the version service (`app_code`). */
  appCode: string;
  platforms: AppPlatform[];
  /** Shown while the version service has no answer, so the page is never blank. */
  fallback: { version: string; webUrl: string };
  platformCopy: Partial<Record<AppPlatform, { summary: Localized; requirements: Localized }>>;
  steps: { choose: Localized; download: Localized };
  afterInstall: Localized[];
}

/** A moment on a contest's timeline; times carry their offset (China time, +08:00). */
export interface Milestone {
  id: string;
  label: Localized;
  start: string;
  /** Inclusive end of a window (entries, poll); a single moment has none. */
  end?: string;
}

export interface Prize {
  place: Localized;
  reward: Localized;
  /** How many people win it. */
  winners: number;
}

/** One round of a contest: its own timeline, prizes and rules. */
export interface ContestRound {
  id: string;
  title: Localized;
  summary: Localized;
  milestones: Milestone[];
  prizes: Prize[];
  /** Shortlisted for the poll. */
  shortlist?: number;
  /** Until when prizes can be used, YYYY-MM-DD. */
  prizeValidUntil?: string;
}

/** Contests and community projects: /led-competition/, /led-competition-2025/, /the-novel-*. */
export interface EventPage extends PageCopy {
  key: 'led-competition' | 'led-competition-2025' | 'the-novel-project' | 'the-novel-join';
  art: ArtSpec;
  /** The tag entries carry on the task board; the page links to /dao/?tag_ids=<its id>. */
  tag?: string;
  rounds: ContestRound[];
  /** Text blocks (the story, what to make). */
  story?: DocSection[];
  /** How to take part, in order. */
  howTo: Localized[];
  rules: Localized[];
  /** Where to take part: the task board filtered by the tag, or another page of the site. */
  cta: { label: Localized; to?: string };
  /** Other pages of the same family. */
  links: Array<{ to: string; label: Localized }>;
}

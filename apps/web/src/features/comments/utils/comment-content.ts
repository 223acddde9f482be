import { COMMENT_MAX_HTML } from '@miao/contracts/limits';

/** Why a comment may not be sent yet (spec 5); each maps to a translated message. */
export type CommentProblem = 'nullCharacter' | 'tooLong' | 'blank';

/** The translation key shown for each problem (spec 5 names task.commentMax for the length). */
export const COMMENT_PROBLEM_MESSAGE: Record<CommentProblem, string> = {
  nullCharacter: 'error.Null characters are not allowed',
  tooLong: 'comments.commentMax',
  blank: 'comments.editor.blank',
};

/** Length in characters (code points), as the server counts it; exact at least up to `max`. */
export function htmlLength(html: string, max: number = COMMENT_MAX_HTML): number {
  return html.length <= max ? html.length : [...html].length;
}

/** An image or a video counts as content even without text (spec 5; the server accepts both). */
export function hasEmbeddedMedia(html: string): boolean {
  return /<(img|video)\b/i.test(html);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The visible text of some HTML: tags dropped, common entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .trim();
}

export function isBlankComment(html: string): boolean {
  return !hasEmbeddedMedia(html) && htmlToText(html) === '';
}

/**
 * Spec 5, checked before sending: null characters refused, at most COMMENT_MAX_HTML characters of
 * HTML, not blank after trimming unless an image (or video) is embedded. Null if it may be sent.
 */
export function checkComment(html: string): CommentProblem | null {
  if (html.includes('\u0000')) return 'nullCharacter';
  if (htmlLength(html) > COMMENT_MAX_HTML) return 'tooLong';
  if (isBlankComment(html)) return 'blank';
  return null;
}

interface JsonNode {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: JsonNode[];
}

/** A member an editor document mentions: the id and the nickname shown after "@". */
export interface MentionedMember {
  id: number;
  label: string;
}

/** The distinct members of the mention nodes of an editor document, in order of appearance. */
export function collectMentions(doc: JsonNode): MentionedMember[] {
  const found = new Map<number, MentionedMember>();
  const visit = (node: JsonNode) => {
    if (node.type === 'mention') {
      const id = Number(node.attrs?.id);
      const label = node.attrs?.label;
      if (Number.isInteger(id) && id > 0 && !found.has(id))
        found.set(id, { id, label: typeof label === 'string' ? label : '' });
    }
    node.content?.forEach(visit);
  };
  visit(doc);
  return [...found.values()];
}

/** The distinct user ids of the mention nodes of an editor document (sent as mention_user_ids). */
export function collectMentionIds(doc: JsonNode): number[] {
  return collectMentions(doc).map((member) => member.id);
}

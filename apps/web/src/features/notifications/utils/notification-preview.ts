import { NOTIFICATION_PREVIEW_MAX } from '@miao/contracts/limits';

/**
 * Spec 9: the preview is cut at 40 characters with an ellipsis. The server already cuts, so a text
 * of 40 characters plus its ellipsis is left as it is.
 */
export function notificationPreview(text: string, max = NOTIFICATION_PREVIEW_MAX): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  if (characters.length <= max) return characters.join('');
  if (characters.length === max + 1 && characters[max] === '…') return characters.join('');
  return `${characters.slice(0, max).join('')}…`;
}

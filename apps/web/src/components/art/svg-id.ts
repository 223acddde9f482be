import { useId } from 'react';

/** A document-unique id usable inside `url(#…)`: several drawings share a page, so gradients must not clash. */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

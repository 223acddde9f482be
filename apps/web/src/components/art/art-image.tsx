import type { ArtSpec } from './art-spec';
import { artSrc } from './art-file';

/**
 * A product drawing as an image of its file (/art/<name>.svg, art-files.tsx): one element to
 * render and hydrate instead of hundreds, and a file the browser caches. For the places that
 * show many drawings lit with the site's accent (the product cards); a drawing lit with a
 * product page's own accent stays inline (ProductArt). The box sizes it (`object-fit: contain`).
 */
export function ArtImage({ spec, label, className }: { spec: ArtSpec; label: string; className?: string }) {
  return (
    <img
      className={`product-art product-art--image${className ? ` ${className}` : ''}`}
      src={artSrc(spec)}
      alt={label}
      // lazy also above the fold: fetched once laid out, so they never compete with the stylesheet
      loading="lazy"
      decoding="async"
    />
  );
}

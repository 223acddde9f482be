/**
 * What a piece of product art draws (DESIGN.md: product art as SVG from data). Content files and
 * the product catalogue name the product's shape here; components/art/product-art.tsx turns it
 * into a drawing lit with the page's accent (the CSS variable --accent). The types live with the
 * catalogue (`@miao/contracts/catalog-art`), which names every product's drawing.
 */
export type {
  ArtKind,
  ArtSpec,
  KeyboardFinish,
  KeyboardLayout,
  KeyboardShell,
} from '@miao/contracts/catalog-art';

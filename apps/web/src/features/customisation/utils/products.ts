import type { CustomisableProduct } from '@miao/contracts/customisation';
import type { KeyboardLayout } from '@/components/art/art-spec';

/** How each customisable keyboard is drawn, with its landing page's accent (content/products). */
export const CUSTOM_PRODUCTS: Record<
  CustomisableProduct,
  { layout: KeyboardLayout; accent: string; touchBar: boolean }
> = {
  'am-65-less': { layout: 'alice', accent: '#FF7A6B', touchBar: false },
  'am-compact-touch': { layout: '60', accent: '#00E0C6', touchBar: true },
};

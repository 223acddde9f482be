import type { BreadcrumbList, ItemAvailability, Offer, Organization, Product, WithContext } from 'schema-dts';
import type { ProductSetting } from '@miao/contracts/products';
import type { ProductStatus } from '@miao/contracts/product-rules';
import type { Language } from '@/lib/language';

/**
 * Structured data (issue 34, decision 049): schema.org JSON-LD in the page's head, typed with
 * schema-dts. `Organization` on home, `Product` with its `Offer` on a landing page, a
 * `BreadcrumbList` on product, info and task pages.
 */
export type StructuredData = WithContext<Organization> | WithContext<Product> | WithContext<BreadcrumbList>;

export const BRAND = 'MIAO';

/** An offer's availability from the mode's status; undefined: nothing on offer (not yet for sale, sold elsewhere). */
export function availabilityOf(status: ProductStatus): ItemAvailability | undefined {
  switch (status) {
    case 'inStock':
      return 'https://schema.org/InStock';
    case 'GB':
    case 'restock':
      return 'https://schema.org/PreOrder';
    case 'soldOut':
      return 'https://schema.org/SoldOut';
    default:
      return undefined;
  }
}

/** Minor units (fen, cents) as the decimal text schema.org reads: 129900 → "1299.00". */
function decimal(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** The product's offer in the page's mode (CNY on cn, USD on en), or undefined when none is shown. */
export function offerOf(setting: ProductSetting, language: Language, url: string): Offer | undefined {
  const cn = language === 'cn';
  const availability = availabilityOf(cn ? setting.cn_status : setting.overseas_status);
  const min = cn ? setting.cn_price_min : setting.overseas_price_min;
  const max = cn ? setting.cn_price_max : setting.overseas_price_max;
  if (!availability || min === null) return undefined;
  const priceCurrency = cn ? 'CNY' : 'USD';
  if (max !== null && max > min)
    return {
      '@type': 'AggregateOffer',
      lowPrice: decimal(min),
      highPrice: decimal(max),
      priceCurrency,
      availability,
      url,
    };
  return { '@type': 'Offer', price: decimal(min), priceCurrency, availability, url };
}

export function productData(input: {
  name: string;
  description: string;
  url: string;
  image?: string;
  setting?: ProductSetting;
  language: Language;
}): WithContext<Product> {
  const offer = input.setting ? offerOf(input.setting, input.language, input.url) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url: input.url,
    brand: { '@type': 'Brand', name: BRAND },
    ...(input.image ? { image: input.image } : {}),
    ...(input.setting ? { sku: input.setting.code } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}

export function organizationData(origin: string, description: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description,
  };
}

export function breadcrumbData(
  items: ReadonlyArray<{ name: string; url: string }>,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * A `<script type="application/ld+json">` element. The JSON is safe inside it whatever its text
 * holds (a task's title `</script><script>…`): `<`, `>` and `&` are written as \u escapes, which
 * JSON reads as the same characters, and the line separators JavaScript once refused as well.
 */
export function jsonLdElement(data: StructuredData): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

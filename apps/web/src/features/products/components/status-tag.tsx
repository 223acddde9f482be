import type { ProductStatus } from '@miao/contracts/products';
import { useTranslation } from '@/lib/use-translation';

/** DESIGN.md status colours: GB/pre-order amber, in stock green, sold out grey. */
export function statusTone(status: ProductStatus): 'preorder' | 'stock' | 'soldout' | 'developing' | null {
  switch (status) {
    case 'GB':
    case 'restock':
      return 'preorder';
    case 'inStock':
      return 'stock';
    case 'soldOut':
      return 'soldout';
    case 'developing':
      return 'developing';
    case 'jump':
      return null;
  }
}

/** Spec 4 product status display as a tag: GB or restock pre-order, in stock, sold out, in development. */
export function StatusTag({ status, className }: { status: ProductStatus | undefined; className?: string }) {
  const { t } = useTranslation();
  const tone = status ? statusTone(status) : null;
  if (!status || !tone) return null;
  return (
    <span className={`tag status-tag status-tag--${tone}${className ? ` ${className}` : ''}`}>
      {t(`products.status.${status}`)}
    </span>
  );
}

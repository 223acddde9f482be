import type { ProductSetting, ProductStatus } from '@miao/contracts/products';
import { modeFields, productLinkPair, topProducts } from '@miao/contracts/product-rules';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { TOP_PRODUCTS } from '@/config/top-products';
import { useLanguage } from '@/hooks/use-language';
import type { Language } from './language';
import { useProductSettings } from './get-product-settings';
import { carriesMode, isSeeded } from './seeded-settings';
import { useQueryClient } from '@tanstack/react-query';

/** A setting with nothing to sell yet: status `developing` offers neither buy nor request. */
export function placeholderSetting(code: string, fields: Partial<ProductSetting> = {}): ProductSetting {
  return {
    code,
    kind: 'product',
    path: `/${code}/`,
    cn_name: '',
    overseas_name: '',
    cn_url: '',
    overseas_url: '',
    cn_status: 'developing',
    overseas_status: 'developing',
    cn_is_top: false,
    overseas_is_top: false,
    cn_is_home: false,
    overseas_is_home: false,
    cn_priority: 0,
    overseas_priority: 0,
    cn_top_name: '',
    overseas_top_name: '',
    hide_buy: false,
    jump_url: '',
    cn_price_min: null,
    cn_price_max: null,
    overseas_price_min: null,
    overseas_price_max: null,
    cn_gb_start: null,
    cn_gb_end: null,
    cn_gb_ship_month: null,
    overseas_gb_start: null,
    overseas_gb_end: null,
    overseas_gb_ship_month: null,
    cn_dispatch_days: null,
    overseas_dispatch_days: null,
    updated_at: '',
    ...fields,
  };
}

/** The header's entries while the settings load: the config, in its order. */
export function headerFallbackSettings(): ProductSetting[] {
  return TOP_PRODUCTS.map((product, index) =>
    placeholderSetting(product.code, {
      path: product.path,
      cn_is_top: true,
      overseas_is_top: true,
      cn_priority: TOP_PRODUCTS.length - index,
      overseas_priority: TOP_PRODUCTS.length - index,
      cn_top_name: product.name.cn,
      overseas_top_name: product.name.en,
    }),
  );
}

export interface SettingsView {
  settings: ProductSetting[];
  /** The real settings have arrived: statuses, buy and request links may show. */
  loaded: boolean;
}

const noSubscription = () => () => {};

/**
 * False while React hydrates server HTML, true afterwards. A part hydrated late (a chunk that
 * arrived after the settings) must first render what the server rendered.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The settings to render: the server's, from the first render when the page came with them
 * (lib/seeded-settings.ts), else once loaded after hydration; if they cannot be loaded, the
 * caller's fallback.
 */
export function useSettingsView(fallback: () => ProductSetting[]): SettingsView {
  const query = useProductSettings();
  const hydrated = useHydrated();
  const { language } = useLanguage();
  // settings that came with the page were rendered by the server too: usable while hydrating
  const seeded = isSeeded(useQueryClient());
  const placeholder = useMemo(fallback, [fallback]);
  // a page's settings hold its own mode's fields: in the other mode they are read again in full
  const data = query.data && carriesMode(query.data, language) ? query.data : undefined;
  const { refetch } = query;
  const stale = query.data !== undefined && data === undefined;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);
  return data && (hydrated || seeded)
    ? { settings: data, loaded: true }
    : { settings: placeholder, loaded: false };
}

const none = (): ProductSetting[] => [];

/** The setting of one product code and its status in the page's mode, once the settings are here. */
export function useProductSetting(code: string): {
  setting?: ProductSetting;
  status?: ProductStatus;
  loaded: boolean;
} {
  const { settings, loaded } = useSettingsView(none);
  const { language } = useLanguage();
  const setting = settings.find((s) => s.code === code);
  return { setting, status: setting && loaded ? modeFields(setting, language).status : undefined, loaded };
}

export interface HeaderEntry {
  code: string;
  name: string;
  /** An app path, an external address, or nothing (spec 2: DANCING CAT has no page). */
  target: { kind: 'local'; path: string } | { kind: 'external'; href: string } | { kind: 'none' };
}

/**
 * Spec 2 header top-product entries from the settings (the mode's top name, by priority): a jump
 * status leads out (AMTOYS, its chat community overseas), an empty path nowhere, '/' home.
 */
export function headerEntries(
  settings: readonly ProductSetting[],
  language: Language,
  loaded: boolean,
): HeaderEntry[] {
  return topProducts(settings, language).map(({ setting, name }) => {
    const pair = productLinkPair(setting, language);
    const target: HeaderEntry['target'] =
      loaded && pair.jump
        ? { kind: 'external', href: pair.jump }
        : pair.learnMoreHref
          ? { kind: 'local', path: pair.learnMoreHref }
          : { kind: 'none' };
    return { code: setting.code, name, target };
  });
}

/** The header's entries: from the settings, from the config until they arrive. */
export function useHeaderEntries(): HeaderEntry[] {
  const { language } = useLanguage();
  const { settings, loaded } = useSettingsView(headerFallbackSettings);
  return headerEntries(settings, language, loaded);
}

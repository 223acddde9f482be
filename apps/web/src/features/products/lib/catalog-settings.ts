import type { ProductSetting } from '@miao/contracts/products';
import { useCallback } from 'react';
import type { ArtSpec } from '@/components/art/art-spec';
import { TOP_PRODUCTS } from '@/config/top-products';
import { CATALOG, catalogEntry, FALLBACK_ART, type CatalogEntry } from '@/content/catalog';
import type { Language } from '@/lib/language';
import { placeholderSetting, useSettingsView, type SettingsView } from '@/lib/product-settings';
import type { Translator } from '@/lib/translator';
import { useTranslation } from '@/lib/use-translation';

/** The catalogue entry of a setting: by code, else by the slug of its page (`CYBERBLADE` → `/cyberblade/`). */
export function catalogFor(setting: Pick<ProductSetting, 'code' | 'path'>): CatalogEntry | undefined {
  return catalogEntry(setting.code) ?? catalogEntry(setting.path.replace(/^\/|\/$/g, ''));
}

export function artFor(setting: Pick<ProductSetting, 'code' | 'path'>): ArtSpec {
  return catalogFor(setting)?.art ?? FALLBACK_ART;
}

/** A product's name in the page language: the setting's name for the mode, else the translated product name. */
export function productName(
  setting: Pick<ProductSetting, 'code' | 'cn_name' | 'overseas_name'>,
  language: Language,
  i18n: Pick<Translator, 't' | 'exists'>,
): string {
  const own = language === 'cn' ? setting.cn_name : setting.overseas_name;
  if (own) return own;
  const key = `product.${setting.code}`;
  if (i18n.exists(key)) return i18n.t(key);
  return catalogEntry(setting.code)?.name?.[language] ?? setting.code;
}

/**
 * Settings built from the catalogue, for the server render and when the settings cannot be
 * loaded: home placements mirror the server's seed, statuses stay `developing` (nothing offered
 * that the real settings might withdraw).
 */
export function catalogSettings(i18n: Pick<Translator, 't' | 'exists'>): ProductSetting[] {
  const name = (entry: CatalogEntry, language: Language) => {
    const key = `product.${entry.code}`;
    return i18n.exists(key) ? i18n.t(key, { lng: language }) : entry.name[language];
  };
  const top = new Map(TOP_PRODUCTS.map((product) => [product.code, product]));
  return CATALOG.map((entry) => {
    const header = top.get(entry.code);
    const [cnHome, enHome] = entry.home ?? [null, null];
    return placeholderSetting(entry.code, {
      kind: entry.kind,
      path: entry.path,
      cn_name: name(entry, 'cn'),
      overseas_name: name(entry, 'en'),
      cn_is_top: !!header,
      overseas_is_top: !!header,
      cn_is_home: cnHome !== null,
      overseas_is_home: enHome !== null,
      cn_priority: cnHome ?? 0,
      overseas_priority: enHome ?? 0,
      cn_top_name: header?.name.cn ?? '',
      overseas_top_name: header?.name.en ?? '',
    });
  });
}

/** The settings for product cards: the server's, the catalogue's until they arrive. */
export function useCatalogSettingsView(): SettingsView {
  const { t, i18n } = useTranslation();
  // worked out again in a new language (`t` changes with it), whose names may have just arrived
  const fallback = useCallback(() => catalogSettings({ t, exists: i18n.exists }), [t, i18n.exists]);
  return useSettingsView(fallback);
}

import type { ProductSetting } from '@miao/contracts/products';
import { formatDate } from '@/lib/dates';
import type { Language } from '@/lib/language';

/** A time in the page's locale, to the minute (ARCHITECTURE: stored in UTC, shown locally). */
export function formatStaffTime(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  return formatDate(value, language, language === 'cn' ? 'YYYY-MM-DD HH:mm' : 'MMM D, YYYY HH:mm');
}

/** A setting's name in the page language, else the other mode's, else its code. */
export function settingName(
  setting: Pick<ProductSetting, 'code' | 'cn_name' | 'overseas_name'>,
  language: Language,
): string {
  const [own, other] =
    language === 'cn' ? [setting.cn_name, setting.overseas_name] : [setting.overseas_name, setting.cn_name];
  return own || other || setting.code;
}

import { formatDate } from '@/lib/dates';
import type { Language } from '@/lib/language';
import { formatRounded } from '@/lib/whole-numbers';

/** Whole coins with the page locale's thousands separators (the same in both modes): 1,000. */
export function formatCoinCount(value: number, _language: Language): string {
  return formatRounded(value);
}

/** `0x1234…abcd`: enough to recognise a wallet in a list; the full address goes in the title. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** Date and time of a balance record in the page's locale. */
export function formatRecordTime(value: string, language: Language): string {
  return formatDate(value, language, language === 'cn' ? 'YYYY年M月D日 HH:mm' : 'MMM D, YYYY HH:mm');
}

/** Spec 5: the amount is digits only; leading zeros go too, so "0" never looks like an amount. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '').replace(/^0+/, '');
}

import type { DrawPrize } from '@miao/contracts/draws';
import type { Language } from '@/lib/language';

export function prizeName(prize: DrawPrize, language: Language): string {
  return language === 'cn' ? prize.name_cn : prize.name_en;
}

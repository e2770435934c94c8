/**
 * The picker's tabs name each platform by its provider (the platform's seeded catalog), a provider's
 * second platform numbered: the tests choose a platform by its code and find the tab a customer reads.
 */
const NAMES: Record<string, { ja: string; en: string }> = {
  JPT: { ja: 'ジャックポット東京', en: 'Jackpot Tokyo' },
  JPT2: { ja: 'ジャックポット東京 2', en: 'Jackpot Tokyo 2' },
  ISLOT: { ja: 'アイスロット', en: 'iSlot Studio' },
  KAMIKAZE: { ja: 'カミカゼホール', en: 'Kamikaze Hall' },
  IPACHIN: { ja: 'アイパチ', en: 'iPachin' },
  PCB: { ja: 'パチンコクラブ', en: 'Pachinko Club' },
  PNG: { ja: 'ピクセル＆ゴールド', en: 'Pixel & Gold' },
};

export function platformTab(platform: string, lng: 'ja' | 'en' = 'ja'): string {
  const names = NAMES[platform];
  if (!names) throw new Error(`no provider name for ${platform}`);
  return names[lng];
}

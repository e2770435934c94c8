/**
 * The CMS slice: topics (banners, promotion topics, notices), templates per theme code (the web theme
 * of common config and the kiosk theme) and game labels, in ja and en. The model is ./content.ts, the
 * seeded content ./seed.ts. Provider selection and game properties are derived from the games area's
 * list.
 */
import type { LocalizedText } from '../../core/errors';
import { defineSlice } from '../../core/state';
import { tokyoMidnight } from '../../core/calendar';
import type { LabelDef, TemplateDef, TopicDef } from './content';
import { seedLabels, seedTemplates, seedTopics } from './seed';

export const GAME_TYPES = ['slots', 'pachinko', 'live-casino', 'fish', 'poker', 'sports'] as const;
const TYPE_NAMES: Record<(typeof GAME_TYPES)[number], LocalizedText> = {
  slots: { ja: 'スロット', en: 'Slots' },
  pachinko: { ja: 'パチンコ・パチスロ', en: 'Pachinko & pachislot' },
  'live-casino': { ja: 'ライブカジノ', en: 'Live casino' },
  fish: { ja: 'フィッシング', en: 'Fishing' },
  poker: { ja: 'ポーカー', en: 'Poker' },
  sports: { ja: 'スポーツ', en: 'Sports' },
};

export class CmsStore {
  readonly topics: TopicDef[];
  readonly templates: TemplateDef[];
  readonly labels: LabelDef[];

  constructor(now = Date.now()) {
    const today = tokyoMidnight(now);
    this.topics = seedTopics(today);
    this.templates = seedTemplates(today);
    this.labels = seedLabels();
  }

  typeName(type: string): LocalizedText {
    return TYPE_NAMES[type as (typeof GAME_TYPES)[number]] ?? { ja: type, en: type };
  }
}

export const cmsStore = defineSlice('cms', () => new CmsStore());

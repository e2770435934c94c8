/** The CMS content model: topics, templates per theme code, game labels. */
import type { LocalizedText } from '../../core/errors';

export type TopicPosition = 'homeBanner' | 'lobbyBanner' | 'promotion' | 'notice';

export interface TopicDef {
  topicId: string;
  position: TopicPosition;
  title: LocalizedText;
  subtitle: LocalizedText;
  linkUrl: string;
  sort: number;
  startTime: number;
  endTime: number;
  hue: number;
}

export interface TemplateDef {
  templateId: string;
  code: string;
  themeCode: string;
  type: 'page' | 'promotion' | 'help';
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  sort: number;
  updateTime: number;
  hue: number;
}

export interface LabelDef {
  labelId: string;
  code: string;
  name: LocalizedText;
  color: string;
  sort: number;
}

export const WEB_THEME = 'jc-default';
export const KIOSK_THEME = 'jc-kiosk';

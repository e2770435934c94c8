/**
 * Videos with tags, in ja and en. The clips are generated (apps/platform/media/videos/*.webm, made by
 * ./generate-media.ts from canvas animations recorded in Chromium; no copied footage) and served by
 * ../cms/media-routes.ts; posters are generated SVGs. `play` counts a play and answers the media URL.
 */
import type { LocalizedText } from '../../core/errors';
import { defineSlice } from '../../core/state';
import { HOUR } from '../../core/calendar';
import { findPromo } from '../../core/promotions';

export interface VideoTagDef {
  tagId: string;
  name: LocalizedText;
}

export interface VideoDef {
  videoId: string;
  title: LocalizedText;
  description: LocalizedText;
  tagIds: string[];
  /** Clip file in media/videos (without extension) and the animation style it was made with. */
  clip: string;
  style: 'reels' | 'balls' | 'cards' | 'coins';
  hue: number;
  duration: number;
  playCount: number;
  publishTime: number;
}

export const CLIP_SECONDS = 6;

/** The seeded videos; `ageHours` is how long before start each was published. */
const SEED_VIDEOS: (Omit<VideoDef, 'clip' | 'duration' | 'publishTime'> & { ageHours: number })[] = [
  {
    videoId: 'V1001',
    title: { ja: 'さくら777 フリースピン実践', en: 'Sakura 777: free spins in action' },
    description: {
      ja: 'フリースピン10回でどこまで増やせるか挑戦！',
      en: 'How far can ten free spins go? We find out.',
    },
    tagIds: ['slots', 'bigwin'],
    style: 'reels',
    hue: 330,
    playCount: 12840,
    ageHours: 5,
  },
  {
    videoId: 'V1002',
    title: { ja: 'パチンコ確変ラッシュの瞬間', en: 'The moment a pachinko rush begins' },
    description: {
      ja: '確変突入から連チャンまでを一気にご覧ください。',
      en: 'From the first hit to the streak, in one go.',
    },
    tagIds: ['pachinko', 'bigwin'],
    style: 'balls',
    hue: 20,
    playCount: 9721,
    ageHours: 20,
  },
  {
    videoId: 'V1003',
    title: { ja: '初心者向け：スロットの遊び方', en: 'Beginners: how to play slots' },
    description: {
      ja: 'ベット額、ライン、配当表の見方を解説します。',
      en: 'Stakes, lines and how to read a pay table.',
    },
    tagIds: ['slots', 'guide'],
    style: 'reels',
    hue: 200,
    playCount: 4310,
    ageHours: 48,
  },
  {
    videoId: 'V1004',
    title: { ja: 'ライブバカラ 卓の雰囲気', en: 'Live baccarat: at the table' },
    description: { ja: 'ライブカジノのテーブルの流れを紹介。', en: 'A look at how a live table plays.' },
    tagIds: ['live', 'guide'],
    style: 'cards',
    hue: 150,
    playCount: 2875,
    ageHours: 72,
  },
  {
    videoId: 'V1005',
    title: { ja: 'ジャックポット獲得の瞬間', en: 'Jackpot hit!' },
    description: { ja: 'グランドジャックポット獲得の瞬間を再現。', en: 'A Grand jackpot hit, recreated.' },
    tagIds: ['bigwin', 'slots'],
    style: 'coins',
    hue: 45,
    playCount: 20455,
    ageHours: 3,
  },
  {
    videoId: 'V1006',
    title: { ja: 'パチスロ 目押しのコツ', en: 'Pachislot: timing your stops' },
    description: {
      ja: 'リールを狙って止めるコツを紹介します。',
      en: 'Tips for stopping the reels where you want.',
    },
    tagIds: ['pachinko', 'guide'],
    style: 'reels',
    hue: 100,
    playCount: 3390,
    ageHours: 96,
  },
  {
    videoId: 'V1007',
    title: { ja: '年末ジャンボ抽選会のご案内', en: 'The Year-End Jumbo Lottery' },
    description: {
      ja: '抽選券の集め方と抽選スケジュール。',
      en: 'How to collect tickets, and the draw schedule.',
    },
    tagIds: ['news'],
    style: 'coins',
    hue: 350,
    playCount: 1560,
    ageHours: 30,
  },
  {
    videoId: 'V1008',
    title: { ja: 'トーナメントで上位を狙う方法', en: 'How to climb a tournament leaderboard' },
    description: {
      ja: 'スコアの仕組みと賞金の受け取り方。',
      en: 'How scores work and how to claim a prize.',
    },
    tagIds: ['guide', 'news'],
    style: 'cards',
    hue: 260,
    playCount: 2210,
    ageHours: 7 * 24,
  },
];

export class VideoStore {
  readonly tags: VideoTagDef[] = [
    { tagId: 'slots', name: { ja: 'スロット', en: 'Slots' } },
    { tagId: 'pachinko', name: { ja: 'パチンコ', en: 'Pachinko' } },
    { tagId: 'bigwin', name: { ja: '大当たり', en: 'Big wins' } },
    { tagId: 'guide', name: { ja: '攻略ガイド', en: 'Guides' } },
    { tagId: 'live', name: { ja: 'ライブカジノ', en: 'Live casino' } },
    { tagId: 'news', name: { ja: 'お知らせ', en: 'News' } },
  ];
  readonly videos: VideoDef[] = [];

  constructor(now = Date.now()) {
    for (const { ageHours, ...video } of SEED_VIDEOS) {
      this.videos.push({
        ...video,
        clip: video.videoId.toLowerCase(),
        duration: CLIP_SECONDS,
        publishTime: now - ageHours * HOUR,
      });
    }
  }

  video(videoId: string): VideoDef {
    return findPromo(this.videos, (x) => x.videoId === videoId);
  }
}

export const videoStore = defineSlice('video', () => new VideoStore());

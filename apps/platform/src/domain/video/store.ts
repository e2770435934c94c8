/**
 * Videos with tags, in ja and en. The clips are generated (apps/platform/media/videos/*.webm, made by
 * ./generate-media.ts from canvas animations recorded in Chromium; no copied footage) and served by
 * ../cms/media-routes.ts; posters are generated SVGs. `play` counts a play and answers the media URL.
 */
import type { LocalizedText } from '../../core/errors';
import { defineSlice } from '../../core/state';
import { HOUR, promoFail } from '../activity/promo-kit';

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
    const v = (
      videoId: string,
      title: LocalizedText,
      description: LocalizedText,
      tagIds: string[],
      style: VideoDef['style'],
      hue: number,
      playCount: number,
      ageHours: number,
    ) =>
      this.videos.push({
        videoId,
        title,
        description,
        tagIds,
        clip: videoId.toLowerCase(),
        style,
        hue,
        duration: CLIP_SECONDS,
        playCount,
        publishTime: now - ageHours * HOUR,
      });
    v(
      'V1001',
      { ja: 'さくら777 フリースピン実践', en: 'Sakura 777: free spins in action' },
      { ja: 'フリースピン10回でどこまで増やせるか挑戦！', en: 'How far can ten free spins go? We find out.' },
      ['slots', 'bigwin'],
      'reels',
      330,
      12840,
      5,
    );
    v(
      'V1002',
      { ja: 'パチンコ確変ラッシュの瞬間', en: 'The moment a pachinko rush begins' },
      {
        ja: '確変突入から連チャンまでを一気にご覧ください。',
        en: 'From the first hit to the streak, in one go.',
      },
      ['pachinko', 'bigwin'],
      'balls',
      20,
      9721,
      20,
    );
    v(
      'V1003',
      { ja: '初心者向け：スロットの遊び方', en: 'Beginners: how to play slots' },
      {
        ja: 'ベット額、ライン、配当表の見方を解説します。',
        en: 'Stakes, lines and how to read a pay table.',
      },
      ['slots', 'guide'],
      'reels',
      200,
      4310,
      48,
    );
    v(
      'V1004',
      { ja: 'ライブバカラ 卓の雰囲気', en: 'Live baccarat: at the table' },
      { ja: 'ライブカジノのテーブルの流れを紹介。', en: 'A look at how a live table plays.' },
      ['live', 'guide'],
      'cards',
      150,
      2875,
      72,
    );
    v(
      'V1005',
      { ja: 'ジャックポット獲得の瞬間', en: 'Jackpot hit!' },
      { ja: 'グランドジャックポット獲得の瞬間を再現。', en: 'A Grand jackpot hit, recreated.' },
      ['bigwin', 'slots'],
      'coins',
      45,
      20455,
      3,
    );
    v(
      'V1006',
      { ja: 'パチスロ 目押しのコツ', en: 'Pachislot: timing your stops' },
      { ja: 'リールを狙って止めるコツを紹介します。', en: 'Tips for stopping the reels where you want.' },
      ['pachinko', 'guide'],
      'reels',
      100,
      3390,
      96,
    );
    v(
      'V1007',
      { ja: '年末ジャンボ抽選会のご案内', en: 'The Year-End Jumbo Lottery' },
      { ja: '抽選券の集め方と抽選スケジュール。', en: 'How to collect tickets, and the draw schedule.' },
      ['news'],
      'coins',
      350,
      1560,
      30,
    );
    v(
      'V1008',
      { ja: 'トーナメントで上位を狙う方法', en: 'How to climb a tournament leaderboard' },
      { ja: 'スコアの仕組みと賞金の受け取り方。', en: 'How scores work and how to claim a prize.' },
      ['guide', 'news'],
      'cards',
      260,
      2210,
      7 * 24,
    );
  }

  video(videoId: string): VideoDef {
    const v = this.videos.find((x) => x.videoId === videoId);
    if (!v) return promoFail.notFound();
    return v;
  }
}

export const videoStore = defineSlice('video', () => new VideoStore());

/**
 * Videos with tags, in ja and en. The clips are generated (apps/platform/media/videos/*.webm, made by
 * ./generate-media.ts from canvas animations recorded in Chromium; no copied footage) and served by
 * ../cms/media-routes.ts; posters are generated SVGs. `play` counts a play and answers the media URL.
 */
import type { LocalizedText } from '../../core/errors';
import { defineSlice } from '../../core/state';
import { seedOffset } from '../../core/seed-data';
import { findPromo } from '../../core/promotions';
import seed from './seed.json';

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

/** The seeded videos (./seed.json); `age` is how long before start each was published. */
const SEED = seed as {
  tags: VideoTagDef[];
  videos: (Omit<VideoDef, 'clip' | 'duration' | 'publishTime'> & { age: string })[];
};

export class VideoStore {
  readonly tags: VideoTagDef[] = [...SEED.tags];
  readonly videos: VideoDef[] = [];

  constructor(now = Date.now()) {
    for (const { age, ...video } of SEED.videos) {
      this.videos.push({
        ...video,
        clip: video.videoId.toLowerCase(),
        duration: CLIP_SECONDS,
        publishTime: now - seedOffset(age),
      });
    }
  }

  video(videoId: string): VideoDef {
    return findPromo(this.videos, (x) => x.videoId === videoId);
  }
}

export const videoStore = defineSlice('video', () => new VideoStore());

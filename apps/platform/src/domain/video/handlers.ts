/** Handlers of the video group: query with tags, tag list, play (counts), more, detail. */
import type { HandlerContext } from '../../core/context';
import type { GroupHandlers } from '../../core/handlers';
import { artUrl } from '../cms/art';
import { videoStore, type VideoDef } from './store';
import { paginate } from '../../core/paging';

export function posterUrl(ctx: HandlerContext, v: VideoDef): string {
  return artUrl(ctx.publicUrl, { kind: 'poster', title: ctx.t(v.title), hue: v.hue });
}

function view(ctx: HandlerContext, v: VideoDef) {
  const s = videoStore(ctx.state);
  return {
    videoId: v.videoId,
    title: ctx.t(v.title),
    description: ctx.t(v.description),
    tags: v.tagIds.map((id) => {
      const tag = s.tags.find((t) => t.tagId === id);
      return { tagId: id, name: tag ? ctx.t(tag.name) : id };
    }),
    posterUrl: posterUrl(ctx, v),
    duration: v.duration,
    playCount: v.playCount,
    publishTime: v.publishTime,
  };
}

export const videoHandlers: GroupHandlers<'video'> = {
  'video.query': (input, ctx) => {
    const keyword = input.keyword?.toLowerCase();
    const list = videoStore(ctx.state)
      .videos.filter((v) => !input.tagId || v.tagIds.includes(input.tagId))
      .filter(
        (v) =>
          !keyword ||
          [v.title.ja, v.title.en, v.description.ja, v.description.en].some((x) =>
            x.toLowerCase().includes(keyword),
          ),
      )
      .sort((a, b) => (input.sort === 'hot' ? b.playCount - a.playCount : b.publishTime - a.publishTime));
    return paginate(list, input.pageNo, input.pageSize, (v) => view(ctx, v));
  },
  'video.tagList': (_input, ctx) => {
    const s = videoStore(ctx.state);
    return {
      list: s.tags.map((t) => ({
        tagId: t.tagId,
        name: ctx.t(t.name),
        videoCount: s.videos.filter((v) => v.tagIds.includes(t.tagId)).length,
      })),
    };
  },
  'video.play': (input, ctx) => {
    const v = videoStore(ctx.state).video(input.videoId);
    v.playCount += 1;
    return {
      videoId: v.videoId,
      playUrl: `${ctx.publicUrl}/promo/media/video/${v.clip}.webm`,
      mimeType: 'video/webm',
      posterUrl: posterUrl(ctx, v),
      playCount: v.playCount,
    };
  },
  'video.more': (input, ctx) => {
    const s = videoStore(ctx.state);
    const v = s.video(input.videoId);
    const shared = (x: VideoDef) => x.tagIds.filter((t) => v.tagIds.includes(t)).length;
    const list = s.videos
      .filter((x) => x.videoId !== v.videoId)
      .sort((a, b) => shared(b) - shared(a) || b.playCount - a.playCount)
      .slice(0, input.size);
    return { list: list.map((x) => view(ctx, x)) };
  },
  'video.detail': (input, ctx) => view(ctx, videoStore(ctx.state).video(input.videoId)),
};

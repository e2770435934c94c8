/** /{lng}/videoList: videos by tag, newest first, more on demand; each opens its own page. */
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { useLocalize } from '../../../lib/lng';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { duration } from '../lib/duration';
import { VIDEOS_FIRST_PAGE, VIDEOS_FIRST_POSTERS } from '@casino/shared/rules/first-screen';
import '../videos.css';

/** The first page's size (the gateway puts that page in the HTML: packages/shared/src/rules/first-screen.ts). */
const PAGE = VIDEOS_FIRST_PAGE.pageSize;

export function VideoListPage() {
  const { t } = useTranslation('videos');
  const to = useLocalize();
  const [tagId, setTagId] = useState<string | null>(null);
  const tags = trpc.video.tagList.useQuery({});
  const [pages, setPages] = useState(1);
  // "More" asks for a longer first page: simple, and the list keeps its order while growing.
  const videos = trpc.video.query.useQuery(
    { pageNo: 1, pageSize: PAGE * pages, ...(tagId ? { tagId } : {}) },
    { placeholderData: (prev) => prev },
  );
  const items = videos.data?.list ?? [];
  const hasMore = (videos.data?.total ?? 0) > items.length;
  return (
    <div className="videos container page-body">
      <header>
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-lead">{t('lead')}</p>
      </header>
      <div className="videos__tags" role="group" aria-label={t('tags')}>
        <button
          type="button"
          className="chip videos__tag"
          aria-pressed={tagId === null}
          onClick={() => (setTagId(null), setPages(1))}
        >
          {t('allTags')}
        </button>
        {(tags.data?.list ?? []).map((tg) => (
          <button
            key={tg.tagId}
            type="button"
            className="chip videos__tag"
            aria-pressed={tagId === tg.tagId}
            onClick={() => (setTagId(tg.tagId), setPages(1))}
          >
            {tg.name}
          </button>
        ))}
      </div>
      {videos.isPending ? (
        <LoadingBlock />
      ) : items.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ul className="card-grid videos__grid">
          {items.map((v, i) => (
            <li key={v.videoId}>
              <Link to={to(`/videos/${v.videoId}`)} className="video-card">
                <span className="video-card__poster">
                  <img
                    src={v.posterUrl}
                    alt=""
                    width={480}
                    height={270}
                    loading={i < 4 ? 'eager' : 'lazy'}
                    // The ones the gateway preloads (the first a phone shows), at the preload's priority.
                    fetchPriority={i < VIDEOS_FIRST_POSTERS ? 'high' : undefined}
                    decoding="async"
                  />
                  <span className="video-card__duration num">{duration(v.duration)}</span>
                  <span className="video-card__play" aria-hidden="true">
                    ▶
                  </span>
                </span>
                <span className="video-card__title">{v.title}</span>
                <span className="video-card__meta">
                  {v.tags.map((tg) => tg.name).join(' · ')} · {t('views', { count: v.playCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <Button variant="secondary" onClick={() => setPages((n) => n + 1)} loading={videos.isFetching}>
          {t('loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

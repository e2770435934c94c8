/**
 * One video: its details, the player (the media URL comes from video.play, which also counts the
 * view, asked when the player presses play) and more videos.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { useLng, useLocalize } from '../../../lib/lng';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { duration } from '../lib/duration';
import { formatDate } from '../../../lib/dates';
import { VIDEO_MORE_SIZE } from '@casino/shared/rules/first-screen';
import '../videos.css';

export function VideoPage() {
  const { t } = useTranslation('videos');
  const { id = '' } = useParams();
  const lng = useLng();
  const to = useLocalize();
  const detail = trpc.video.detail.useQuery({ videoId: id });
  const more = trpc.video.more.useQuery({ videoId: id, size: VIDEO_MORE_SIZE });
  const play = trpc.video.play.useMutation();
  const [src, setSrc] = useState<{ url: string; type: string } | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  // One tap starts the video: play once the element is in the page (not from the mutation's callback,
  // which can run before React has rendered it). When the tap's user activation has expired by then (a
  // slow answer), the browser refuses sound: start muted; the controls unmute.
  useEffect(() => {
    const el = videoRef.current;
    if (!src || !el) return;
    el.play().catch(() => {
      el.muted = true;
      return el.play().catch(() => undefined);
    });
  }, [src]);

  if (detail.isPending) return <LoadingBlock />;
  const v = detail.data;
  if (!v) return <EmptyState title={t('notFound')} />;

  const start = () =>
    play.mutate(
      { videoId: v.videoId },
      {
        onSuccess: (r) => setSrc({ url: r.playUrl, type: r.mimeType }),
      },
    );

  return (
    <div className="videos container page-body">
      <Link to={to('/videoList')} className="videos__back">
        ← {t('back')}
      </Link>
      <article className="video-detail">
        <div className="video-detail__stage">
          {src ? (
            // The platform's video records carry no caption file (its videos have no speech).
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              ref={videoRef}
              className="video-detail__video"
              controls
              playsInline
              poster={v.posterUrl}
              data-testid="video-player"
            >
              <source src={src.url} type={src.type} />
            </video>
          ) : (
            <button
              type="button"
              className="video-detail__start"
              onClick={start}
              aria-label={t('play', { title: v.title })}
              disabled={play.isPending}
            >
              <img src={v.posterUrl} alt="" width={960} height={540} fetchPriority="high" />
              <span className="video-card__play video-card__play--big" aria-hidden="true">
                ▶
              </span>
            </button>
          )}
        </div>
        <h1 className="video-detail__title">{v.title}</h1>
        <p className="video-card__meta">
          {formatDate(v.publishTime, lng)} · {duration(v.duration)} · {t('views', { count: v.playCount })}
        </p>
        <p className="video-detail__desc">{v.description}</p>
      </article>
      {(more.data?.list.length ?? 0) > 0 ? (
        <section aria-labelledby="more-title">
          <h2 id="more-title" className="videos__sub">
            {t('more')}
          </h2>
          <ul className="card-grid videos__grid">
            {more.data?.list.map((m) => (
              <li key={m.videoId}>
                <Link to={to(`/videos/${m.videoId}`)} className="video-card">
                  <span className="video-card__poster">
                    <img src={m.posterUrl} alt="" width={480} height={270} loading="lazy" decoding="async" />
                    <span className="video-card__duration num">{duration(m.duration)}</span>
                  </span>
                  <span className="video-card__title">{m.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

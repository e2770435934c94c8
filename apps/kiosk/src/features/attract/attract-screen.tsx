/**
 * The attract loop shown while nobody plays: the CMS banners (cms.topicQuery) and videos (video.query,
 * played muted through video.play) one after the other, full screen, with "touch to start". A touch
 * anywhere starts the sign-in. When the CMS has nothing (or is down) a branded slide stands in, so the
 * screen is never blank.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTRACT_SLIDE_MS } from '../../config/env';
import { trpc } from '../../lib/trpc';
import { LanguageSwitch } from '../../components/language-switch';
import { Dialog, DialogOk } from '../../components/dialog';

type Slide =
  | { kind: 'banner'; id: string; imageUrl: string; title: string; subtitle: string }
  | { kind: 'video'; id: string; videoId: string | number; posterUrl: string; title: string }
  | { kind: 'brand'; id: string };

export function AttractScreen({ onStart, helpLine }: { onStart: () => void; helpLine: string }) {
  const { t } = useTranslation('kiosk');
  const banners = trpc.cms.topicQuery.useQuery(
    { position: 'homeBanner' },
    { retry: false, staleTime: 300_000 },
  );
  const videos = trpc.video.query.useQuery(
    { pageNo: 1, pageSize: 4, sort: 'hot' },
    { retry: false, staleTime: 300_000 },
  );

  const slides = useMemo<Slide[]>(() => {
    const out: Slide[] = [];
    const now = Date.now();
    for (const b of banners.data?.list ?? [])
      if (b.imageUrl && b.startTime <= now && (b.endTime === 0 || b.endTime >= now))
        out.push({
          kind: 'banner',
          id: `b${b.topicId}`,
          imageUrl: b.imageUrl,
          title: b.title,
          subtitle: b.subtitle,
        });
    for (const v of videos.data?.list ?? [])
      out.push({
        kind: 'video',
        id: `v${v.videoId}`,
        videoId: v.videoId,
        posterUrl: v.posterUrl,
        title: v.title,
      });
    return out.length ? out : [{ kind: 'brand', id: 'brand' }];
  }, [banners.data, videos.data]);

  const [index, setIndex] = useState(0);
  const slide = slides[index % slides.length]!;
  const next = () => setIndex((i) => (i + 1) % slides.length);

  useEffect(() => {
    if (slide.kind === 'video') return undefined; // a video moves on when it ends
    const timer = setTimeout(next, ATTRACT_SLIDE_MS);
    return () => clearTimeout(timer);
    // One timer per slide shown (next only moves the index).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slide.id, slides.length]);

  return (
    <main
      className="attract"
      data-screen="attract"
      onPointerDown={(e) => {
        if ((e.target as HTMLElement).closest('.lang-switch, .attract__help')) return;
        onStart();
      }}
    >
      <div className="attract__stage" aria-live="off">
        {slide.kind === 'banner' ? (
          <figure className="attract__banner" key={slide.id}>
            {/* Banners carry their own lettering: shown whole, over a blurred copy that fills the screen. */}
            <img className="attract__backdrop" src={slide.imageUrl} alt="" draggable={false} />
            <img
              className="attract__art"
              src={slide.imageUrl}
              alt={slide.subtitle ? `${slide.title} ${slide.subtitle}` : slide.title}
              draggable={false}
            />
          </figure>
        ) : slide.kind === 'video' ? (
          <AttractVideo key={slide.id} slide={slide} onDone={next} />
        ) : (
          <div className="attract__brand" key={slide.id}>
            <p className="attract__brand-title">{t('attract.fallbackTitle')}</p>
            <p className="attract__brand-body">{t('attract.fallbackBody')}</p>
          </div>
        )}
      </div>
      <header className="attract__top">
        <span className="brand">{t('brand')}</span>
        <LanguageSwitch />
      </header>
      <footer className="attract__bottom">
        <p className="attract__lead">{t('attract.lead')}</p>
        <button type="button" className="attract__start" onClick={onStart}>
          <span className="attract__pulse" aria-hidden="true" />
          {t('attract.touchToStart')}
        </button>
        {slides.length > 1 ? (
          <ol
            className="attract__dots"
            aria-label={t('attract.slides', { index: (index % slides.length) + 1, count: slides.length })}
          >
            {slides.map((s, i) => (
              <li key={s.id} data-active={i === index % slides.length || undefined} />
            ))}
          </ol>
        ) : null}
      </footer>
      {/* Responsible gaming: the help-line notice is always on the attract screen. */}
      <aside className="attract__help" aria-labelledby="rg-help-title">
        <h2 id="rg-help-title">{t('floor:rg.helpTitle')}</h2>
        <p>{t('floor:rg.helpBody')}</p>
        {helpLine ? <p className="attract__helpline">{t('floor:rg.helpLine', { line: helpLine })}</p> : null}
        <p>{t('floor:rg.age')}</p>
      </aside>
    </main>
  );
}

function AttractVideo({ slide, onDone }: { slide: Extract<Slide, { kind: 'video' }>; onDone: () => void }) {
  const play = trpc.video.play.useMutation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    play.mutate(
      { videoId: slide.videoId as never },
      {
        onSuccess: (v) => live && setSrc(v.playUrl),
        onError: () => live && onDone(),
      },
    );
    // A video that never starts or ends does not hold the loop.
    const guard = setTimeout(onDone, 90_000);
    return () => {
      live = false;
      clearTimeout(guard);
    };
    // One play request and one guard per video slide; a re-render must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slide.id]);
  return (
    <figure className="attract__banner attract__banner--video">
      {src ? (
        <video
          src={src}
          poster={slide.posterUrl}
          autoPlay
          muted
          playsInline
          onEnded={onDone}
          onError={onDone}
        />
      ) : (
        <img src={slide.posterUrl} alt="" draggable={false} />
      )}
      <figcaption>
        <strong>{slide.title}</strong>
      </figcaption>
    </figure>
  );
}

/**
 * Over the attract screen after a visit ended unexpectedly (power cut, killed browser): its money is
 * back in the player's account and the player sees the statement at their next sign-in. Whoever stands
 * here now learns nothing of that visit (no name, amount or reference).
 */
export function RecoveredNotice({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('kiosk');
  return (
    <Dialog title={t('attract.recoveredTitle')} role="alertdialog">
      <p>{t('attract.recoveredBody')}</p>
      <DialogOk onClick={onDone}>{t('attract.recoveredOk')}</DialogOk>
    </Dialog>
  );
}

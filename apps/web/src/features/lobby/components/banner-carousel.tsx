/**
 * CMS banners: a scroll-snap strip (swipe on phones, buttons and dots elsewhere); no autoplay, so
 * nothing moves that the player did not ask for. The first image loads eagerly (it is the LCP).
 */
import { useRef, useState, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import type { BannerVM } from '../api/types';
import { siteHref } from '../lib/href';

function BannerCarouselView({ banners, lng }: { banners: BannerVM[]; lng: string }) {
  const { t } = useTranslation('lobby');
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  if (banners.length === 0) return null;

  const go = (i: number) => {
    const n = (i + banners.length) % banners.length;
    const el = track.current?.children[n] as HTMLElement | undefined;
    track.current?.scrollTo({ left: el?.offsetLeft ?? 0, behavior: 'smooth' });
    setIndex(n);
  };

  return (
    <section className="banners" aria-roledescription="carousel" aria-label={t('banners.label')}>
      <ul
        ref={track}
        className="banners__track"
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {banners.map((b, i) => {
          const body = (
            <>
              {b.imageUrl ? (
                <img
                  src={b.imageUrl}
                  alt=""
                  width={1200}
                  height={400}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                />
              ) : null}
              <span className={b.imageUrl ? 'visually-hidden' : 'banners__caption'}>{b.title}</span>
            </>
          );
          return (
            <li
              key={b.id}
              className="banners__slide"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${banners.length}`}
            >
              {b.href ? (
                siteHref(lng, b.href).external ? (
                  <a href={b.href} className="banners__link" target="_blank" rel="noreferrer noopener">
                    {body}
                  </a>
                ) : (
                  <Link to={siteHref(lng, b.href).to} className="banners__link">
                    {body}
                  </Link>
                )
              ) : (
                <div className="banners__link">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {banners.length > 1 ? (
        <div className="banners__controls">
          <button
            type="button"
            className="banners__arrow"
            onClick={() => go(index - 1)}
            aria-label={t('banners.prev')}
          >
            ‹
          </button>
          <div className="banners__dots">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className="banners__dot"
                aria-current={i === index || undefined}
                aria-label={t('banners.goTo', { n: i + 1 })}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banners__arrow"
            onClick={() => go(index + 1)}
            aria-label={t('banners.next')}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Memoised: a lobby update that does not change its props (another query's answer) skips it. */
export const BannerCarousel = memo(BannerCarouselView);

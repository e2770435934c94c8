/**
 * An image that loads only near the viewport, decodes off the main thread, keeps its box before it
 * arrives (no layout shift) and falls back to a monogram when the URL fails.
 */
import { useState } from 'react';
import './game-card/game-card.css';

export interface LazyImageProps {
  src: string | undefined | null;
  alt: string;
  /** Shown when there is no image: usually the game's name. */
  fallbackText: string;
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
}

export function LazyImage({
  src,
  alt,
  fallbackText,
  className,
  width = 320,
  height = 240,
  priority,
}: LazyImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        className={`cui-img cui-img--fallback ${className ?? ''}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <span aria-hidden="true">{monogram(fallbackText)}</span>
      </span>
    );
  }
  return (
    <img
      className={`cui-img ${className ?? ''}`}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function monogram(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return Array.from(words[0]!).slice(0, 2).join('');
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0])
    .join('')
    .toUpperCase();
}

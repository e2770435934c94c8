/**
 * The slider captcha (error 100701 on login). The platform draws a background with a hole and a puzzle
 * piece (common.generateSlider); the player drags the slider until the piece fills the hole; the x is
 * checked by common.validateSlider together with the drag's trace (the handle's x in image pixels and
 * the milliseconds since the press, from performance.now; for the keyboard one point per key), which
 * answers a one-time ticket the retried login presents.
 * Success shows its message and closes after 500 ms (spec section 9); a miss shows the fail message and
 * loads a new image. The handle is a keyboard-operable slider (arrows, Home/End, Enter).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SliderTrace } from '@casino/ui/slider-trace';
import { CAPTCHA_SUCCESS_CLOSE_MS } from '@casino/shared/rules/constants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SliderArrowIcon } from '../../../components/ui/icons';
import { trpc } from '../../../lib/trpc';
import './slider-captcha.css';

interface Challenge {
  captchaId: string;
  shadeImage: string;
  cutoutImage: string;
  y: number;
  width: number;
  height: number;
  pieceSize: number;
}

type Status = 'loading' | 'idle' | 'checking' | 'success' | 'fail';

function asImage(src: unknown): string {
  const s = String(src ?? '');
  return s.startsWith('data:') || s.startsWith('http') || s.startsWith('/')
    ? s
    : `data:image/png;base64,${s}`;
}

function toChallenge(data: Record<string, unknown>): Challenge {
  return {
    captchaId: String(data.captchaId ?? ''),
    shadeImage: asImage(data.shadeImage),
    cutoutImage: asImage(data.cutoutImage),
    y: Number(data.y ?? 0),
    width: Number(data.width ?? 300),
    height: Number(data.height ?? 150),
    pieceSize: Number(data.pieceSize ?? 50),
  };
}

export interface SliderCaptchaDialogProps {
  open: boolean;
  onClose: () => void;
  onSuccess: (ticket: string) => void;
}

export function SliderCaptchaDialog({ open, onClose, onSuccess }: SliderCaptchaDialogProps) {
  const { t } = useTranslation('errors');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [x, setX] = useState(0);
  const [frameWidth, setFrameWidth] = useState(300);
  const frameRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startValue: number } | null>(null);
  /** The current answer's drag trace (the press, every move or key, the release). */
  const [trace] = useState(() => new SliderTrace());

  const generate = trpc.common.generateSlider.useMutation();
  const validate = trpc.common.validateSlider.useMutation();

  const { mutate: generateChallenge } = generate;
  const load = useCallback(() => {
    setStatus('loading');
    setX(0);
    trace.reset();
    generateChallenge(
      {},
      {
        onSuccess: (data) => {
          setChallenge(toChallenge(data as Record<string, unknown>));
          setStatus('idle');
        },
        onError: () => setStatus('fail'),
      },
    );
  }, [generateChallenge, trace]);

  useEffect(() => {
    if (open) load();
    else setChallenge(null);
  }, [open, load]);

  useEffect(() => {
    const el = frameRef.current;
    if (!el || !open) return;
    const ro = new ResizeObserver(() => setFrameWidth(el.clientWidth || 300));
    ro.observe(el);
    return () => ro.disconnect();
  }, [open, challenge]);

  const maxX = challenge ? challenge.width - challenge.pieceSize : 250;
  const scale = challenge ? frameWidth / challenge.width : 1;

  const submit = (value: number) => {
    if (!challenge || status !== 'idle') return;
    setStatus('checking');
    const answer = Math.round(value);
    const points = trace.finish(answer);
    validate.mutate(
      { captchaId: challenge.captchaId, x: answer, trace: points },
      {
        onSuccess: (data) => {
          const ticket = String((data as Record<string, unknown>).ticket ?? '');
          if (!ticket) {
            setStatus('fail');
            setTimeout(load, 900);
            return;
          }
          setStatus('success');
          setTimeout(() => onSuccess(ticket), CAPTCHA_SUCCESS_CLOSE_MS);
        },
        onError: () => {
          setStatus('fail');
          setTimeout(load, 900);
        },
      },
    );
  };

  // The handle travels the track's width; that maps onto 0..maxX image pixels.
  const trackTravel = () => {
    const track = trackRef.current;
    return track ? track.clientWidth - 58 : 300;
  };
  const handleLeft = maxX > 0 ? (x / maxX) * trackTravel() : 0;

  const onPointerDown = (e: React.PointerEvent<HTMLButtonElement>) => {
    if (status !== 'idle') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, startValue: x };
    trace.begin(x);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    const dx = e.clientX - drag.current.startX;
    const next = Math.max(0, Math.min(maxX, drag.current.startValue + (dx / trackTravel()) * maxX));
    setX(next);
    trace.record(next);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    if (x > 0) submit(x);
  };

  const statusText =
    status === 'success' ? t('captcha.success') : status === 'fail' ? t('captcha.fail') : null;

  return (
    <Dialog
      name="slider-captcha"
      open={open}
      onClose={onClose}
      tone="info"
      title={t('captcha.title')}
      description={t('captcha.hint')}
    >
      <div className="captcha">
        <div className="captcha__frame" ref={frameRef}>
          {challenge ? (
            <>
              <img
                className="captcha__bg"
                src={challenge.shadeImage}
                alt=""
                draggable={false}
                data-captcha="shade"
                data-captcha-id={challenge.captchaId}
              />
              <img
                className="captcha__piece"
                src={challenge.cutoutImage}
                alt=""
                draggable={false}
                data-captcha="piece"
                style={{
                  width: challenge.pieceSize * scale,
                  height: challenge.pieceSize * scale,
                  transform: `translate(${x * scale}px, ${challenge.y * scale}px)`,
                }}
              />
            </>
          ) : null}
          {statusText ? (
            <div className={`captcha__status captcha__status--${status}`} role="status">
              {statusText}
            </div>
          ) : null}
        </div>
        <div className="captcha__track" ref={trackRef}>
          <div className="captcha__track-fill" style={{ width: handleLeft + 30 }} />
          <span className="captcha__track-label" aria-hidden="true">
            {status === 'loading' ? t('auth:captcha.loading') : t('auth:captcha.drag')}
          </span>
          <button
            type="button"
            className="captcha__handle"
            role="slider"
            aria-label={t('auth:captcha.sliderLabel')}
            aria-valuemin={0}
            aria-valuemax={maxX}
            aria-valuenow={Math.round(x)}
            aria-describedby="captcha-kbd-hint"
            disabled={status !== 'idle'}
            style={{ transform: `translateX(${handleLeft}px)` }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={(e) => {
              const step = e.shiftKey ? 10 : 2;
              let next: number;
              if (e.key === 'ArrowRight') next = Math.min(maxX, x + step);
              else if (e.key === 'ArrowLeft') next = Math.max(0, x - step);
              else if (e.key === 'Home') next = 0;
              else if (e.key === 'End') next = maxX;
              else if (e.key === 'Enter') {
                e.preventDefault();
                submit(x);
                return;
              } else return;
              e.preventDefault();
              // The keyboard's trace starts where the handle stands at the first key.
              if (!trace.started) trace.begin(x);
              setX(next);
              trace.record(next);
            }}
          >
            <SliderArrowIcon />
          </button>
        </div>
        <p id="captcha-kbd-hint" className="small muted" style={{ textAlign: 'center', margin: 0 }}>
          {t('auth:captcha.keyboardHint')}
        </p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <Button
            variant="ghost"
            size="sm"
            onClick={load}
            disabled={status === 'checking' || status === 'success'}
          >
            {t('captcha.refresh')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

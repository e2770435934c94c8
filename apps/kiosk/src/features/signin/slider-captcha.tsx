/**
 * The slider captcha (after code 100701 on login): the platform's background with a hole and its
 * piece; the customer drags a big slider until the piece fits. The answer carries the drag's trace
 * (shared with the web: @casino/ui/slider-trace), which the platform checks. Success closes after the
 * spec's 500 ms and hands the ticket to the login, which is retried with it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_SUCCESS_CLOSE_MS } from '@casino/shared/rules/constants';
import { SliderTrace } from '@casino/ui/slider-trace';
import { trpc } from '../../lib/trpc';
import { Dialog } from '../../components/dialog';

export function SliderCaptcha({
  onTicket,
  onClose,
}: {
  onTicket: (ticket: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('kiosk');
  const generate = trpc.common.generateSlider.useMutation();
  const validate = trpc.common.validateSlider.useMutation();
  const [x, setX] = useState(0);
  const [result, setResult] = useState<'success' | 'fail' | null>(null);
  const dragging = useRef(false);
  const [trace] = useState(() => new SliderTrace());
  const track = useRef<HTMLDivElement>(null);

  const challenge = generate.data;
  const load = () => {
    setX(0);
    setResult(null);
    trace.reset();
    generate.mutate({});
  };
  // The first challenge, once, when the captcha opens (load is also the retry button's).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(load, []);

  const maxX = challenge ? challenge.width - challenge.pieceSize : 0;
  const moveTo = (clientX: number) => {
    const el = track.current;
    if (!el || !challenge) return;
    const rect = el.getBoundingClientRect();
    const ratio = Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
    const next = Math.round(ratio * maxX);
    setX(next);
    trace.record(next);
  };
  const release = () => {
    if (!dragging.current || !challenge) return;
    dragging.current = false;
    validate.mutate(
      { captchaId: challenge.captchaId, x, trace: trace.finish(x) },
      {
        onSuccess: (r) => {
          setResult('success');
          setTimeout(() => onTicket(r.ticket), CAPTCHA_SUCCESS_CLOSE_MS);
        },
        onError: () => {
          setResult('fail');
          setTimeout(load, 900);
        },
      },
    );
  };

  return (
    <Dialog title={t('captcha.title')} onClose={onClose} closeLabel={t('captcha.close')}>
      <p className="dialog__lead">{t('captcha.instruction')}</p>
      {challenge ? (
        <div className="captcha" style={{ aspectRatio: `${challenge.width} / ${challenge.height}` }}>
          <img
            className="captcha__bg"
            src={challenge.shadeImage}
            alt=""
            draggable={false}
            data-captcha-id={challenge.captchaId}
          />
          <img
            className="captcha__piece"
            src={challenge.cutoutImage}
            alt=""
            draggable={false}
            style={{
              left: `${(x / challenge.width) * 100}%`,
              top: `${(challenge.y / challenge.height) * 100}%`,
              width: `${(challenge.pieceSize / challenge.width) * 100}%`,
            }}
          />
        </div>
      ) : (
        <div className="captcha captcha--loading" role="status">
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
      <div
        ref={track}
        className="captcha__track"
        role="slider"
        aria-label={t('captcha.slider')}
        aria-valuemin={0}
        aria-valuemax={maxX}
        aria-valuenow={x}
        tabIndex={0}
        onPointerDown={(e) => {
          dragging.current = true;
          (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
          trace.begin(x);
          moveTo(e.clientX);
        }}
        onPointerMove={(e) => dragging.current && moveTo(e.clientX)}
        onPointerUp={release}
        onPointerCancel={release}
      >
        <span
          className="captcha__knob"
          style={{ left: `${maxX ? (x / maxX) * 100 : 0}%` }}
          aria-hidden="true"
        >
          ⇆
        </span>
      </div>
      {result ? (
        <p className={`captcha__result captcha__result--${result}`} role="status">
          {t(result === 'success' ? 'captcha.success' : 'captcha.fail')}
        </p>
      ) : null}
      <button type="button" className="btn btn--ghost" onClick={load}>
        {t('captcha.refresh')}
      </button>
    </Dialog>
  );
}

/**
 * A QR code drawn from text (payment QR, crypto address, authenticator URL) with the `qrcode` library,
 * loaded only on the pages that show one. Rendered as an <img> with an alt text; the text itself is
 * always shown beside it for copying.
 */
import { useEffect, useState } from 'react';

export function QrCode({ value, alt, size = 200 }: { value: string; alt: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) =>
      qr
        .toDataURL(value, {
          width: size,
          margin: 1,
          errorCorrectionLevel: 'M',
          color: { dark: '#0b0e14', light: '#ffffff' },
        })
        .then((url) => {
          if (live) setSrc(url);
        }),
    );
    return () => {
      live = false;
    };
  }, [value, size]);
  return (
    <div style={{ width: size, height: size, padding: 8, background: '#fff', borderRadius: 12 }}>
      {src ? <img src={src} alt={alt} width={size - 16} height={size - 16} data-qr={value} /> : null}
    </div>
  );
}

import { useEffect, useState } from 'react';

/**
 * A QR code of `text` (the `qrcode` package, loaded with the promotion page), drawn as a PNG the agent
 * may also download for posters and chats.
 */
export function QrImage(props: { text: string; size: number; label: string; fileName?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(props.text, { width: props.size * 2, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (live) setSrc(url);
      });
    return () => {
      live = false;
    };
  }, [props.text, props.size]);
  const box = { width: props.size, height: props.size };
  if (!src)
    return <div style={box} className="shrink-0 animate-pulse rounded-field bg-fill" aria-busy="true" />;
  const image = (
    <img
      src={src}
      alt={props.label}
      style={box}
      className="shrink-0 rounded-field border border-line bg-paper p-1"
    />
  );
  return props.fileName ? (
    <a href={src} download={props.fileName} title={props.label} className="shrink-0">
      {image}
    </a>
  ) : (
    image
  );
}

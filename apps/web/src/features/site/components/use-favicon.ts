import { useEffect } from 'react';
import { useWebLogo } from '../api/web-logo';
import { pickFavicon } from '../logic/logo-pick';

/** Swaps index.html's static favicon for the operator's once the logo call answers. */
export function useSiteFavicon(siteId: number): void {
  const logos = useWebLogo(siteId);
  const favicon = logos.data ? pickFavicon(logos.data.list) : undefined;
  useEffect(() => {
    if (!favicon) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.removeAttribute('type');
    link.href = favicon.photo_path;
  }, [favicon]);
}

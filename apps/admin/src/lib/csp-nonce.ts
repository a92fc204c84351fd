/**
 * This page load's style nonce. The server writes a fresh one into <meta property="csp-nonce"> and
 * the CSP header; the browser hides the attribute from getAttribute but keeps the `nonce` property.
 * Ant Design's CSS-in-JS stamps it on every <style> it adds, which the policy then allows.
 */
export function cspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  // The development server (vite) serves the placeholder as is and sends no CSP.
  return nonce && !nonce.startsWith('__') ? nonce : undefined;
}

/**
 * Gives this page's nonce to every <style> element the console's own scripts create. Ant Design
 * passes the nonce itself; two helpers underneath it (the modal's scroll lock and the table's
 * scrollbar measure) create theirs without one, and the policy would refuse them. Scripts run only
 * from this origin, so a style element made by script is the console's; one arriving in parsed
 * markup (an injected string) never passes through createElement and is still refused.
 */
export function stampStyleNonces(nonce: string, doc: Document = document): void {
  const create = doc.createElement.bind(doc) as (
    tag: string,
    options?: ElementCreationOptions,
  ) => HTMLElement;
  doc.createElement = ((tag: string, options?: ElementCreationOptions) => {
    const element = create(tag, options);
    if (tag.toLowerCase() === 'style') element.nonce = nonce;
    return element;
  }) as Document['createElement'];
}

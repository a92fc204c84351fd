/**
 * Runs a colour change on <html> with CSS transitions off for the one style update it causes. The
 * site's colours arrive after the page has rendered in the default ones: without this, every element
 * with Tailwind's `transition` animates from one to the other, a style recalculation per frame across
 * the whole page just as it first appears.
 */
export function withoutTransitions(change: () => void): void {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  try {
    change();
    // Computes the new colours now, while no transition applies; removing the rule then starts none.
    void getComputedStyle(document.body).color;
  } finally {
    style.remove();
  }
}

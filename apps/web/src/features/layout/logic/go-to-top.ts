/** The go-to-top button appears once the member has scrolled about a screen's worth down. */
export const GO_TO_TOP_THRESHOLD = 400;

export function shouldShowGoToTop(scrollY: number, threshold = GO_TO_TOP_THRESHOLD): boolean {
  return scrollY > threshold;
}

/** Desktop at 992 px and wider, mobile below (spec §2). Shared by every feature that renders per layout. */
export type LayoutMode = 'desktop' | 'mobile';

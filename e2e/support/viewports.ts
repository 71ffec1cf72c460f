export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
/** Narrower than the 768 px breakpoint: the mobile layout. */
export const MOBILE: Viewport = { width: 375, height: 740 };

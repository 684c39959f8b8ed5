/**
 * SPEC 9, responsive images: wide 1440 px and up, desktop 1280–1439, tablet 992–1279, mobile up
 * to 991. Wide screens get the widescreen image when there is one; desktop and tablet the
 * standard image at its own size (banners: 380 x 250 on the large header); mobile the standard
 * image (the `<img>` itself), never the widescreen one whose proportions differ.
 */

export const BREAKPOINTS = [
  { name: "wide", min: 1440, max: null },
  { name: "desktop", min: 1280, max: 1439 },
  { name: "tablet", min: 992, max: 1279 },
  { name: "mobile", min: null, max: 991 },
] as const;

export interface ImageRef {
  url: string;
  width?: number;
  height?: number;
}

export interface PictureSource {
  media: string;
  srcSet: string;
  sizes: string;
}

export interface ResponsivePicture {
  /** `<source>` elements, widest first. */
  sources: PictureSource[];
  /** The `<img>`: the mobile choice, also the fallback of browsers without `<picture>`. */
  img: { src: string; width?: number; height?: number };
}

function candidate(image: ImageRef, toUrl: (path: string) => string): string {
  return image.width ? `${toUrl(image.url)} ${image.width}w` : toUrl(image.url);
}

function sizeOf(image: ImageRef): string {
  return image.width ? `${image.width}px` : "100vw";
}

function mediaQuery(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `(min-width: ${min}px) and (max-width: ${max}px)`;
  return min !== null ? `(min-width: ${min}px)` : `(max-width: ${max}px)`;
}

/**
 * The sources and image of a picture with a standard and/or widescreen image (at least one);
 * neighbouring breakpoints that would get the same image are merged into one media query.
 */
export function responsivePicture(
  picture: { standard?: ImageRef | null; widescreen?: ImageRef | null },
  toUrl: (path: string) => string,
): ResponsivePicture | null {
  const standard = picture.standard ?? picture.widescreen;
  if (!standard) return null;
  const wide = picture.widescreen ?? standard;
  const merged: { min: number | null; max: number | null; srcSet: string; sizes: string }[] = [];
  for (const breakpoint of BREAKPOINTS.filter((each) => each.name !== "mobile")) {
    const widescreen = breakpoint.name === "wide" && picture.widescreen;
    const choice = {
      min: breakpoint.min,
      max: breakpoint.max,
      srcSet: candidate(widescreen ? wide : standard, toUrl),
      sizes: widescreen ? "100vw" : sizeOf(standard),
    };
    const previous = merged.at(-1);
    if (previous && previous.srcSet === choice.srcSet && previous.sizes === choice.sizes) previous.min = choice.min;
    else merged.push({ ...choice });
  }
  return {
    sources: merged.map((choice) => ({ media: mediaQuery(choice.min, choice.max), srcSet: choice.srcSet, sizes: choice.sizes })),
    img: { src: toUrl(standard.url), width: standard.width, height: standard.height },
  };
}

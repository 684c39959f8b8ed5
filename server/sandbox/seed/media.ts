import { deflateSync } from "node:zlib";
import { own } from "../own.js";

/** Media files of the content system: small generated images, no binary in the repo. */
export interface MediaFile {
  file: string;
  width: number;
  height: number;
  /** Text drawn on a placeholder SVG, or the logo's initials on a PNG. */
  label: string;
  color: string;
}

export const MEDIA: Record<string, MediaFile> = Object.fromEntries(
  ([
    ["banner-financement-assurance-wide.svg", 1440, 380, "Financement et assurance", "#003DA5"],
    ["banner-financement-assurance.svg", 380, 250, "Financement et assurance", "#003DA5"],
    ["banner-veiller-sur-mes-parents-wide.svg", 1440, 380, "Veiller sur mes parents", "#1D4F91"],
    ["banner-veiller-sur-mes-parents.svg", 380, 250, "Veiller sur mes parents", "#1D4F91"],
    ["banner-teleassistance.svg", 380, 250, "Téléassistance", "#6C2A8C"],
    ["banner-visites-facteur.svg", 380, 250, "Visites du facteur", "#F2A900"],
    ["article-complementaire-sante.svg", 380, 250, "Complémentaire santé", "#2E7D32"],
    ["article-assurance-accidents.svg", 380, 250, "Assurance accidents", "#C62828"],
    ["article-pret-travaux.svg", 380, 250, "Prêt travaux", "#00695C"],
    ["service-teleassistance.svg", 300, 200, "Téléassistance", "#6C2A8C"],
    ["service-visites-facteur.svg", 300, 200, "Visites du facteur", "#F2A900"],
    ["service-services-a-domicile.svg", 300, 200, "Services à domicile", "#1D4F91"],
    ["service-vie-connectee.svg", 300, 200, "Vie connectée", "#00838F"],
    ["logo-partenaire-sante.png", 160, 80, "MS", "#2E7D32"],
    ["logo-partenaire-assurance.png", 160, 80, "AA", "#C62828"],
    ["logo-partenaire-banque.png", 160, 80, "BP", "#00695C"],
  ] as const).map(([file, width, height, label, color]) => [file, { file, width, height, label, color }]),
);

export interface MediaImage { url: string; width: number; height: number; mime: string; altText: string }

/** The image descriptor the content pages carry for a media file. */
export function mediaImage(file: string, altText = ""): MediaImage {
  const media = own(MEDIA, file);
  if (!media) throw new Error(`unknown media ${file}`);
  return {
    url: `/medias/${file}`,
    width: media.width,
    height: media.height,
    mime: file.endsWith(".png") ? "image/png" : "image/svg+xml",
    altText,
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function svg(media: MediaFile): string {
  const fontSize = Math.round(Math.min(media.height / 6, media.width / (media.label.length * 0.7)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${media.width}" height="${media.height}" viewBox="0 0 ${media.width} ${media.height}" role="img">` +
    `<rect width="100%" height="100%" fill="${media.color}"/>` +
    `<text x="50%" y="50%" fill="#FFFFFF" font-family="Arial, sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${escapeXml(media.label)}</text>` +
    `</svg>`
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A solid-colour RGB PNG with a white frame: a valid file of a few hundred bytes. */
function png(media: MediaFile): Buffer {
  const { width, height } = media;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(media.color.slice(i, i + 2), 16)) as [number, number, number];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const frame = x < 4 || y < 4 || x >= width - 4 || y >= height - 4;
      raw[row + 1 + x * 3] = frame ? 255 : r;
      raw[row + 2 + x * 3] = frame ? 255 : g;
      raw[row + 3 + x * 3] = frame ? 255 : b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The bytes and content type of a media file, or null when the content system has no such file. */
export function renderMedia(file: string): { body: Uint8Array; contentType: string } | null {
  const media = own(MEDIA, file);
  if (!media) return null;
  if (file.endsWith(".png")) return { body: new Uint8Array(png(media)), contentType: "image/png" };
  return { body: new Uint8Array(Buffer.from(svg(media), "utf8")), contentType: "image/svg+xml" };
}

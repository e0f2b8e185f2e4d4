// A name as SVG outlines in a font (new-brand's wordmark and favicon): nothing fetched, nothing shaped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';

/** The Latin face of an @fontsource folder at a weight. */
export const loadFont = (info, w) => {
  const file = path.join(info.folder, 'files', `${path.basename(info.folder)}-latin-${w}-normal.woff`);
  const buffer = readFileSync(file);
  return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
};

/** The outline of `content` at `fontSize`: its SVG path data and bounding box. */
export const outline = (face, content, fontSize) => {
  // Glyph by glyph: opentype.js's shaper throws on some GSUB lookups, and a wordmark needs no shaping.
  const scale = fontSize / face.unitsPerEm;
  const glyphs = new opentype.Path();
  let x = 0;
  let previous;
  for (const character of content) {
    const glyph = face.charToGlyph(character);
    if (previous) {
      let kerning = 0;
      try {
        kerning = face.getKerningValue(previous, glyph);
      } catch {
        // no usable kerning table: plain advances
      }
      if (Number.isFinite(kerning)) x += kerning * scale;
    }
    glyphs.extend(glyph.getPath(x, 0, fontSize));
    x += (glyph.advanceWidth ?? 0) * scale;
    previous = glyph;
  }
  const box = glyphs.getBoundingBox();
  // Own serialiser: opentype.js 2.0's toPathData(decimals) prints NaN for some whole numbers.
  const n = (value) => String(Math.round(value * 100) / 100);
  const d = glyphs.commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${n(c.x)} ${n(c.y)}`;
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return 'Z';
    })
    .join('');
  return { d, box };
};

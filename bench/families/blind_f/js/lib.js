'use strict';
// Drawing primitives shared by every layout of the blind_f family.
const fs = require('fs');
const PDFDocument = require('pdfkit');
const fontkit = require('fontkit');

const TT = '/usr/share/fonts/truetype/';
const FONT_FILES = {
  S: 'liberation/LiberationSans-Regular.ttf',
  SB: 'liberation/LiberationSans-Bold.ttf',
  SI: 'liberation/LiberationSans-Italic.ttf',
  NR: 'liberation/LiberationSansNarrow-Regular.ttf',
  NRB: 'liberation/LiberationSansNarrow-Bold.ttf',
  SE: 'liberation/LiberationSerif-Regular.ttf',
  SEB: 'liberation/LiberationSerif-Bold.ttf',
  SEI: 'liberation/LiberationSerif-Italic.ttf',
  M: 'liberation/LiberationMono-Regular.ttf',
  MB: 'liberation/LiberationMono-Bold.ttf',
  D: 'dejavu/DejaVuSans.ttf',
  DB: 'dejavu/DejaVuSans-Bold.ttf',
  DC: 'dejavu/DejaVuSansCondensed.ttf',
  DCB: 'dejavu/DejaVuSansCondensed-Bold.ttf',
  DS: 'dejavu/DejaVuSerif.ttf',
  DSB: 'dejavu/DejaVuSerif-Bold.ttf',
  DSI: 'dejavu/DejaVuSerif-Italic.ttf',
  DM: 'dejavu/DejaVuSansMono.ttf',
  DMB: 'dejavu/DejaVuSansMono-Bold.ttf',
  N: 'noto/NotoSans-Regular.ttf',
  NB: 'noto/NotoSans-Bold.ttf',
  NI: 'noto/NotoSans-Italic.ttf',
  NS: 'noto/NotoSerif-Regular.ttf',
  NSB: 'noto/NotoSerif-Bold.ttf',
  FS: 'freefont/FreeSans.ttf',
  FSB: 'freefont/FreeSansBold.ttf',
  FSE: 'freefont/FreeSerif.ttf',
  FSEB: 'freefont/FreeSerifBold.ttf',
  FM: 'freefont/FreeMono.ttf',
  AR: 'noto/NotoNaskhArabic-Regular.ttf',
  ARB: 'noto/NotoNaskhArabic-Bold.ttf',
  AK: 'noto/NotoKufiArabic-Regular.ttf',
  AKB: 'noto/NotoKufiArabic-Bold.ttf',
  AS: 'noto/NotoSansArabic-Regular.ttf',
  ASB: 'noto/NotoSansArabic-Bold.ttf',
};
const bufCache = {};
const fkCache = {};
function fontBuf(key) {
  if (!bufCache[key]) {
    const p = TT + FONT_FILES[key];
    bufCache[key] = fs.existsSync(p) ? fs.readFileSync(p) : fs.readFileSync(TT + FONT_FILES.D);
  }
  return bufCache[key];
}
function fkFont(key) {
  if (!fkCache[key]) fkCache[key] = fontkit.create(fontBuf(key));
  return fkCache[key];
}

// Deterministic small PRNG (mulberry32) seeded from a string.
function rngFrom(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function newDoc(path, size, meta) {
  const doc = new PDFDocument({
    size: size || 'A4',
    margin: 0,
    autoFirstPage: true,
    info: {
      Title: (meta && meta.title) || 'Document',
      Author: (meta && meta.author) || '',
      Producer: (meta && meta.producer) || 'PDFKit',
      Creator: (meta && meta.creator) || '',
      CreationDate: meta && meta.date ? new Date(meta.date) : new Date('2025-06-10T09:00:00Z'),
    },
  });
  for (const k of Object.keys(FONT_FILES)) doc.registerFont(k, fontBuf(k));
  const stream = fs.createWriteStream(path);
  doc.pipe(stream);
  doc._done = new Promise((res) => stream.on('finish', res));
  return doc;
}

function t(doc, str, x, y, o) {
  o = o || {};
  if (str === undefined || str === null) return 0;
  str = String(str);
  doc
    .font(o.font || 'S')
    .fontSize(o.size || 9)
    .fillColor(o.color || '#000000', o.opacity === undefined ? 1 : o.opacity);
  const opts = { lineBreak: !!o.width && o.wrap !== false, characterSpacing: o.cs || 0 };
  if (o.width) {
    opts.width = o.width;
    opts.align = o.align || 'left';
  }
  if (o.lineGap !== undefined) opts.lineGap = o.lineGap;
  if (o.underline) opts.underline = true;
  if (o.width && o.wrap === false) {
    // single line aligned inside a box
    const w = doc.widthOfString(str, { characterSpacing: opts.characterSpacing });
    let xx = x;
    if (o.align === 'right') xx = x + o.width - w;
    else if (o.align === 'center') xx = x + (o.width - w) / 2;
    doc.text(str, xx, y, { lineBreak: false, characterSpacing: opts.characterSpacing, underline: o.underline });
    return w;
  }
  doc.text(str, x, y, opts);
  return doc.y - y;
}

function width(doc, str, font, size) {
  doc.font(font || 'S').fontSize(size || 9);
  return doc.widthOfString(String(str));
}

// Right-to-left placement of Arabic words (fontkit shapes each word, we order them).
function ar(doc, str, xRight, y, o) {
  o = o || {};
  doc
    .font(o.font || 'AR')
    .fontSize(o.size || 10)
    .fillColor(o.color || '#000000');
  const words = String(str).split(/\s+/).filter(Boolean);
  const sp = doc.widthOfString(' ') * 1.1;
  let total = 0;
  const ws = words.map((w) => doc.widthOfString(w));
  total = ws.reduce((a, b) => a + b, 0) + sp * (words.length - 1);
  let x = xRight;
  if (o.align === 'center' && o.width) x = xRight - (o.width - total) / 2;
  if (o.align === 'left' && o.width) x = xRight - o.width + total;
  const dy = o.dy === undefined ? -0.25 * (o.size || 10) : o.dy;
  for (let i = 0; i < words.length; i++) {
    x -= ws[i];
    doc.text(words[i], x, y + dy, { lineBreak: false });
    x -= sp;
  }
  return total;
}

function rect(doc, x, y, w, h, o) {
  o = o || {};
  doc.save();
  if (o.r) doc.roundedRect(x, y, w, h, o.r);
  else doc.rect(x, y, w, h);
  if (o.dash) doc.dash(o.dash[0], { space: o.dash[1] });
  doc.lineWidth(o.lw || 0.6);
  if (o.fill && o.stroke) doc.fillAndStroke(o.fill, o.stroke);
  else if (o.fill) doc.fillColor(o.fill, o.opacity === undefined ? 1 : o.opacity).fill();
  else doc.strokeColor(o.stroke || '#000000').stroke();
  doc.restore();
}

function line(doc, x1, y1, x2, y2, o) {
  o = o || {};
  doc.save();
  doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(o.lw || 0.6);
  if (o.dash) doc.dash(o.dash[0], { space: o.dash[1] });
  doc.strokeColor(o.color || '#000000').stroke();
  doc.restore();
}

// label ........ value on one line
function leader(doc, label, value, x, y, w, o) {
  o = o || {};
  const f = o.font || 'S';
  const fb = o.vfont || 'SB';
  const sz = o.size || 9.5;
  t(doc, label, x, y, { font: f, size: sz, color: o.color });
  const lw = width(doc, label, f, sz);
  const vx = o.vx ? x + o.vx : x + lw + 6;
  const vw = width(doc, value, fb, sz);
  const dotsStart = x + lw + 3;
  const dotsEnd = o.vx ? vx - 3 : vx - 3;
  if (o.vx && dotsEnd > dotsStart + 4) {
    const dw = width(doc, '.', f, sz);
    const n = Math.floor((dotsEnd - dotsStart) / dw);
    t(doc, '.'.repeat(Math.max(0, n)), dotsStart, y, { font: f, size: sz, color: '#777777' });
  }
  t(doc, value, vx, y, { font: fb, size: sz, color: o.vcolor || o.color });
  if (o.trail) {
    const x2 = vx + vw + 3;
    const dw = width(doc, '.', f, sz);
    const n = Math.floor((x + w - x2) / dw);
    if (n > 0) t(doc, '.'.repeat(n), x2, y, { font: f, size: sz, color: '#888888' });
  }
}

// Generic table. cols: [{w, align, h}] ; rows: array of arrays (strings) or {cells, bold, fill}
function table(doc, x, y, cols, rows, o) {
  o = o || {};
  const rowH = o.rowH || 14;
  const headH = o.headH || rowH + 2;
  const sz = o.size || 8.5;
  const f = o.font || 'S';
  const fb = o.bfont || 'SB';
  const totalW = cols.reduce((a, c) => a + c.w, 0);
  const pad = o.pad === undefined ? 3 : o.pad;
  let cy = y;
  if (!o.noHeader) {
    if (o.headFill) rect(doc, x, cy, totalW, headH, { fill: o.headFill });
    let cx = x;
    for (const c of cols) {
      t(doc, c.h || '', cx + pad, cy + (headH - (o.hsize || sz)) / 2 - 0.5, {
        font: o.hfont || fb,
        size: o.hsize || sz,
        color: o.headColor || '#000000',
        width: c.w - 2 * pad,
        align: c.halign || c.align || 'left',
        wrap: false,
      });
      cx += c.w;
    }
    if (o.grid === 'full' || o.grid === 'h' || o.grid === 'frame' || o.headLine) {
      line(doc, x, cy + headH, x + totalW, cy + headH, { lw: o.headLw || 0.8, color: o.lineColor });
    }
    if (o.grid === 'full' || o.grid === 'frame' || o.grid === 'h') {
      line(doc, x, cy, x + totalW, cy, { lw: 0.8, color: o.lineColor });
    }
    cy += headH;
  }
  const startBody = cy;
  rows.forEach((r, i) => {
    const cells = Array.isArray(r) ? r : r.cells;
    const bold = !Array.isArray(r) && r.bold;
    const fill = !Array.isArray(r) && r.fill;
    const rh = (!Array.isArray(r) && r.h) || rowH;
    if (fill) rect(doc, x, cy, totalW, rh, { fill });
    else if (o.zebra && i % 2 === 1) rect(doc, x, cy, totalW, rh, { fill: o.zebra });
    let cx = x;
    cols.forEach((c, j) => {
      const v = cells[j];
      if (v !== undefined && v !== null && v !== '') {
        let sv = String(v);
        const cf = bold ? fb : c.font || f;
        const avail = c.w - 2 * pad;
        if (width(doc, sv, cf, sz) > avail) {
          while (sv.length > 3 && width(doc, sv, cf, sz) > avail) sv = sv.slice(0, -1);
        }
        t(doc, sv, cx + pad, cy + (rh - sz) / 2 - 0.5, {
          font: cf,
          size: sz,
          color: (!Array.isArray(r) && r.color) || c.color || o.color || '#000000',
          width: c.w - 2 * pad,
          align: c.align || 'left',
          wrap: false,
        });
      }
      cx += c.w;
    });
    cy += rh;
    if (o.grid === 'full' || o.grid === 'h') line(doc, x, cy, x + totalW, cy, { lw: 0.4, color: o.lineColor || '#555555' });
    if (o.grid === 'dots') line(doc, x, cy, x + totalW, cy, { lw: 0.3, dash: [1, 2], color: '#999999' });
  });
  if (o.grid === 'full' || o.grid === 'frame') {
    let cx = x;
    const top = o.noHeader ? y : y;
    for (let j = 0; j <= cols.length; j++) {
      line(doc, cx, top, cx, cy, { lw: 0.5, color: o.lineColor });
      if (j < cols.length) cx += cols[j].w;
    }
    line(doc, x, cy, x + totalW, cy, { lw: 0.8, color: o.lineColor });
  }
  return { y: cy, bodyTop: startBody, w: totalW };
}

// Pseudo QR code drawn as blocks (finder patterns + data modules from a seed).
function qr(doc, x, y, size, seed, o) {
  o = o || {};
  const n = o.n || 29;
  const m = size / n;
  const rnd = rngFrom(seed);
  const color = o.color || '#000000';
  doc.save();
  rect(doc, x - m, y - m, size + 2 * m, size + 2 * m, { fill: '#FFFFFF' });
  doc.fillColor(color);
  const finder = (fx, fy) => {
    doc.rect(x + fx * m, y + fy * m, 7 * m, 7 * m).fill(color);
    doc.rect(x + (fx + 1) * m, y + (fy + 1) * m, 5 * m, 5 * m).fill('#FFFFFF');
    doc.rect(x + (fx + 2) * m, y + (fy + 2) * m, 3 * m, 3 * m).fill(color);
  };
  const inFinder = (i, j) => (i < 8 && j < 8) || (i >= n - 8 && j < 8) || (i < 8 && j >= n - 8);
  doc.fillColor(color);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (inFinder(i, j)) continue;
      let on = rnd() < 0.5;
      if (i === 6) on = j % 2 === 0;
      if (j === 6) on = i % 2 === 0;
      if (on) doc.rect(x + i * m, y + j * m, m + 0.05, m + 0.05);
    }
  }
  doc.fill(color);
  finder(0, 0);
  finder(n - 7, 0);
  finder(0, n - 7);
  // alignment pattern
  const a = n - 9;
  doc.rect(x + a * m, y + a * m, 5 * m, 5 * m).fill(color);
  doc.rect(x + (a + 1) * m, y + (a + 1) * m, 3 * m, 3 * m).fill('#FFFFFF');
  doc.rect(x + (a + 2) * m, y + (a + 2) * m, m, m).fill(color);
  doc.restore();
}

// 1D barcode look-alike
function barcode(doc, x, y, w, h, seed, o) {
  o = o || {};
  const rnd = rngFrom(seed);
  doc.save();
  doc.fillColor(o.color || '#000000');
  let cx = x;
  while (cx < x + w - 2) {
    const bw = 0.6 + Math.floor(rnd() * 3) * 0.6;
    if (rnd() < 0.55) doc.rect(cx, y, bw, h);
    cx += bw;
  }
  doc.fill();
  doc.restore();
}

// A handwritten-looking signature as bezier strokes.
function signature(doc, x, y, w, seed, o) {
  o = o || {};
  const rnd = rngFrom('sig' + seed);
  const h = o.h || w * 0.35;
  doc.save();
  doc.lineWidth(o.lw || 1.1).strokeColor(o.color || '#1a2a80').lineCap('round').lineJoin('round');
  let px = x;
  let py = y + h * 0.6;
  doc.moveTo(px, py);
  const steps = 6 + Math.floor(rnd() * 4);
  for (let i = 0; i < steps; i++) {
    const nx = x + ((i + 1) / steps) * w * 0.85;
    const ny = y + h * (0.2 + rnd() * 0.7);
    doc.bezierCurveTo(px + (rnd() - 0.2) * w * 0.2, y + rnd() * h * 0.1, nx - rnd() * w * 0.15, y + h * (0.8 + rnd() * 0.4), nx, ny);
    px = nx;
    py = ny;
  }
  doc.stroke();
  // underline flourish
  doc
    .moveTo(x + w * 0.05, y + h * (0.85 + rnd() * 0.1))
    .bezierCurveTo(x + w * 0.4, y + h * 1.05, x + w * 0.7, y + h * 0.7, x + w * (0.95 + rnd() * 0.1), y + h * 0.8)
    .lineWidth((o.lw || 1.1) * 0.8)
    .stroke();
  doc.restore();
}

// Text drawn as glyph outlines (not in the text layer): stamps, logos, watermark.
function outline(doc, str, x, y, size, fontKey, o) {
  o = o || {};
  const font = fkFont(fontKey || 'SB');
  const run = font.layout(String(str));
  const scale = size / font.unitsPerEm;
  let advance = 0;
  for (const p of run.positions) advance += p.xAdvance;
  const totalW = advance * scale;
  doc.save();
  doc.translate(x, y);
  if (o.rotate) doc.rotate(o.rotate);
  let ox = 0;
  if (o.align === 'center') ox = -totalW / 2;
  if (o.align === 'right') ox = -totalW;
  doc.translate(ox, 0);
  doc.scale(scale, -scale);
  let cx = 0;
  run.glyphs.forEach((g, i) => {
    const p = run.positions[i];
    const svg = g.path.toSVG();
    if (svg) {
      doc.save();
      doc.translate(cx + p.xOffset, p.yOffset);
      doc.path(svg).fillColor(o.color || '#000000', o.opacity === undefined ? 1 : o.opacity).fill();
      doc.restore();
    }
    cx += p.xAdvance;
  });
  doc.restore();
  return totalW;
}

// Round company stamp with text around the ring (as outlines).
function stampRound(doc, cx, cy, r, ringText, centerLines, o) {
  o = o || {};
  const color = o.color || '#2b3fa0';
  const op = o.opacity === undefined ? 0.85 : o.opacity;
  doc.save();
  doc.translate(cx, cy);
  doc.rotate(o.angle || -12);
  doc.circle(0, 0, r).lineWidth(1.6).strokeColor(color, op).stroke();
  doc.circle(0, 0, r * 0.68).lineWidth(0.8).strokeColor(color, op).stroke();
  const font = fkFont('SB');
  const run = font.layout(ringText.toUpperCase());
  let unit = 0;
  for (const p of run.positions) unit += p.xAdvance / font.unitsPerEm;
  const rr = r * 0.8;
  const size = Math.min(r * 0.2, (Math.PI * 1.8 * rr) / (unit || 1));
  const scale = size / font.unitsPerEm;
  const total = unit * size;
  const span = total / rr;
  let a = -Math.PI / 2 - span / 2;
  run.glyphs.forEach((g, i) => {
    const step = (run.positions[i].xAdvance * scale) / rr;
    const mid = a + step / 2;
    const svg = g.path.toSVG();
    if (svg) {
      doc.save();
      doc.translate(Math.cos(mid) * rr, Math.sin(mid) * rr);
      doc.rotate((mid * 180) / Math.PI + 90);
      doc.translate((-g.advanceWidth * scale) / 2, size * 0.35);
      doc.scale(scale, -scale);
      doc.path(svg).fillColor(color, op).fill();
      doc.restore();
    }
    a += step;
  });
  const lines = centerLines || [];
  const lh = r * 0.2;
  let yy = -((lines.length - 1) * lh) / 2 + lh * 0.3;
  for (const ln of lines) {
    outline(doc, ln, 0, yy, r * 0.16, 'SB', { align: 'center', color, opacity: op });
    yy += lh;
  }
  doc.restore();
}

// Rectangular stamp (cachet) with several lines, drawn as outlines.
function stampRect(doc, x, y, lines, o) {
  o = o || {};
  const color = o.color || '#23409a';
  const op = o.opacity === undefined ? 0.82 : o.opacity;
  const size = o.size || 7.5;
  let maxW = 0;
  for (const ln of lines) {
    const f = fkFont('SB');
    const run = f.layout(ln);
    let adv = 0;
    for (const p of run.positions) adv += p.xAdvance;
    maxW = Math.max(maxW, (adv * size) / f.unitsPerEm);
  }
  const w = maxW + 14;
  const h = lines.length * size * 1.35 + 10;
  doc.save();
  doc.translate(x + w / 2, y + h / 2);
  doc.rotate(o.angle || -4);
  doc.roundedRect(-w / 2, -h / 2, w, h, 3).lineWidth(1.3).strokeColor(color, op).stroke();
  let yy = -h / 2 + 5 + size;
  lines.forEach((ln, i) => {
    outline(doc, ln, 0, yy, i === 0 ? size * 1.1 : size, i === 0 ? 'SB' : 'S', { align: 'center', color, opacity: op });
    yy += size * 1.35;
  });
  doc.restore();
}

// Simple vector logos.
function logo(doc, kind, x, y, s, c1, c2) {
  doc.save();
  switch (kind) {
    case 'hex': {
      doc.polygon([x + s * 0.5, y], [x + s, y + s * 0.25], [x + s, y + s * 0.75], [x + s * 0.5, y + s], [x, y + s * 0.75], [x, y + s * 0.25]);
      doc.fill(c1);
      doc.polygon([x + s * 0.5, y + s * 0.25], [x + s * 0.75, y + s * 0.4], [x + s * 0.75, y + s * 0.65], [x + s * 0.5, y + s * 0.78], [x + s * 0.25, y + s * 0.65], [x + s * 0.25, y + s * 0.4]);
      doc.fill(c2 || '#FFFFFF');
      break;
    }
    case 'arc': {
      doc.circle(x + s / 2, y + s / 2, s / 2).fill(c1);
      doc.circle(x + s * 0.62, y + s * 0.42, s * 0.34).fill(c2 || '#FFFFFF');
      break;
    }
    case 'bars': {
      for (let i = 0; i < 4; i++) doc.rect(x + i * s * 0.26, y + s * (0.6 - i * 0.18), s * 0.18, s * (0.4 + i * 0.18)).fill(i % 2 ? c2 || c1 : c1);
      break;
    }
    case 'leaf': {
      doc.moveTo(x, y + s).bezierCurveTo(x, y + s * 0.2, x + s * 0.6, y, x + s, y).bezierCurveTo(x + s, y + s * 0.6, x + s * 0.5, y + s, x, y + s).fill(c1);
      doc.moveTo(x + s * 0.1, y + s * 0.9).lineTo(x + s * 0.8, y + s * 0.2).lineWidth(s * 0.05).strokeColor(c2 || '#FFFFFF').stroke();
      break;
    }
    case 'square': {
      doc.rect(x, y, s, s).fill(c1);
      doc.rect(x + s * 0.22, y + s * 0.22, s * 0.56, s * 0.56).fill(c2 || '#FFFFFF');
      doc.rect(x + s * 0.38, y + s * 0.38, s * 0.24, s * 0.24).fill(c1);
      break;
    }
    case 'wave': {
      doc.rect(x, y, s, s).fill(c1);
      doc
        .moveTo(x, y + s * 0.6)
        .bezierCurveTo(x + s * 0.3, y + s * 0.3, x + s * 0.6, y + s * 0.9, x + s, y + s * 0.5)
        .lineWidth(s * 0.12)
        .strokeColor(c2 || '#FFFFFF')
        .stroke();
      break;
    }
    case 'star': {
      const pts = [];
      for (let i = 0; i < 10; i++) {
        const r = i % 2 ? s * 0.22 : s * 0.5;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        pts.push([x + s / 2 + r * Math.cos(a), y + s / 2 + r * Math.sin(a)]);
      }
      doc.polygon(...pts).fill(c1);
      break;
    }
    default: {
      doc.circle(x + s / 2, y + s / 2, s / 2).fill(c1);
    }
  }
  doc.restore();
}

// Moroccan-looking emblem (crown + star in a circle), vector only.
function emblem(doc, cx, cy, r, color) {
  doc.save();
  doc.circle(cx, cy, r).lineWidth(r * 0.08).strokeColor(color).stroke();
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 ? r * 0.22 : r * 0.55;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push([cx + rr * Math.cos(a), cy + r * 0.12 + rr * Math.sin(a)]);
  }
  doc.polygon(...pts).lineWidth(r * 0.06).strokeColor(color).stroke();
  doc.polygon([cx - r * 0.4, cy - r * 0.45], [cx - r * 0.25, cy - r * 0.7], [cx, cy - r * 0.5], [cx + r * 0.25, cy - r * 0.7], [cx + r * 0.4, cy - r * 0.45]).fill(color);
  doc.restore();
}

// Guilloche-like background pattern for cards.
function guilloche(doc, x, y, w, h, color, seed, o) {
  o = o || {};
  const rnd = rngFrom('g' + seed);
  doc.save();
  doc.rect(x, y, w, h).clip();
  doc.lineWidth(o.lw || 0.25).strokeColor(color, o.opacity || 0.5);
  const n = o.n || 22;
  const amp = h * (0.05 + rnd() * 0.05);
  const per = w / (2 + rnd() * 3);
  for (let k = 0; k < n; k++) {
    const y0 = y + (k / n) * h * 1.1;
    doc.moveTo(x, y0);
    for (let xx = 0; xx <= w; xx += 3) {
      doc.lineTo(x + xx, y0 + amp * Math.sin((xx / per) * 2 * Math.PI + k * 0.4));
    }
    doc.stroke();
  }
  doc.restore();
}

// Generic portrait silhouette.
function portrait(doc, x, y, w, h, seed, o) {
  o = o || {};
  const rnd = rngFrom('face' + seed);
  const bg = o.bg || '#dfe6ea';
  doc.save();
  doc.rect(x, y, w, h).clip();
  const grad = doc.linearGradient(x, y, x, y + h);
  grad.stop(0, bg).stop(1, '#c3ccd2');
  doc.rect(x, y, w, h).fill(grad);
  const skin = ['#c99a77', '#b9855f', '#d7ae8c', '#a87452'][Math.floor(rnd() * 4)];
  const cloth = ['#2d3440', '#3b4a5a', '#5a3b3b', '#26303b', '#444444'][Math.floor(rnd() * 5)];
  const hair = o.female && rnd() < 0.6 ? '#3a3f47' : '#1d1a17';
  // shoulders
  doc.moveTo(x - w * 0.05, y + h).bezierCurveTo(x + w * 0.05, y + h * 0.72, x + w * 0.3, y + h * 0.7, x + w * 0.5, y + h * 0.7).bezierCurveTo(x + w * 0.7, y + h * 0.7, x + w * 0.95, y + h * 0.72, x + w * 1.05, y + h).fill(cloth);
  // neck
  doc.rect(x + w * 0.42, y + h * 0.55, w * 0.16, h * 0.18).fill(skin);
  if (o.female && o.scarf) {
    doc.ellipse(x + w * 0.5, y + h * 0.42, w * 0.3, h * 0.34).fill(hair);
  } else if (o.female) {
    doc.roundedRect(x + w * 0.26, y + h * 0.2, w * 0.48, h * 0.5, w * 0.2).fill(hair);
  }
  // head
  doc.ellipse(x + w * 0.5, y + h * 0.4, w * 0.21, h * 0.24).fill(skin);
  // hair
  if (!(o.female && o.scarf)) {
    doc.moveTo(x + w * 0.29, y + h * 0.38).bezierCurveTo(x + w * 0.28, y + h * 0.1, x + w * 0.72, y + h * 0.1, x + w * 0.71, y + h * 0.38).bezierCurveTo(x + w * 0.66, y + h * 0.24, x + w * 0.34, y + h * 0.24, x + w * 0.29, y + h * 0.38).fill(hair);
  } else {
    doc.ellipse(x + w * 0.5, y + h * 0.41, w * 0.19, h * 0.21).fill(skin);
  }
  // eyes, mouth
  doc.ellipse(x + w * 0.42, y + h * 0.38, w * 0.025, h * 0.012).fill('#222222');
  doc.ellipse(x + w * 0.58, y + h * 0.38, w * 0.025, h * 0.012).fill('#222222');
  doc.moveTo(x + w * 0.44, y + h * 0.52).quadraticCurveTo(x + w * 0.5, y + h * 0.545, x + w * 0.56, y + h * 0.52).lineWidth(w * 0.015).strokeColor('#6b3b2f').stroke();
  doc.restore();
}

module.exports = {
  newDoc,
  t,
  width,
  ar,
  rect,
  line,
  leader,
  table,
  qr,
  barcode,
  signature,
  outline,
  stampRound,
  stampRect,
  logo,
  emblem,
  guilloche,
  portrait,
  rngFrom,
};

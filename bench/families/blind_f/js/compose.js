'use strict';
// Block composer for letters, attestations, portal printouts and other one-page documents.
const L = require('./lib');

const PW = 595.28;
const PH = 841.89;
const MX = 52;
const CW = PW - 2 * MX;

function header(doc, h, th, seed) {
  const e = h.emp || {};
  switch (h.style) {
    case 'lh_left': {
      L.logo(doc, e.logo || 'hex', MX, 38, 40, e.c1 || '#333', e.c2 || '#fff');
      L.t(doc, e.brand || '', MX + 50, 40, { font: 'SB', size: 15, color: e.c1 });
      L.t(doc, e.name, MX + 50, 59, { font: th.bold, size: 9.5, color: '#222' });
      L.t(doc, e.sector || '', MX + 50, 72, { font: 'SI', size: 8, color: '#666' });
      const rx = PW - MX - 200;
      const lines = [...(e.addr || []), 'Tél. : ' + (e.phone || ''), e.web || ''];
      lines.forEach((ln, i) => L.t(doc, ln, rx, 40 + i * 11, { font: 'S', size: 8, color: '#444', width: 200, align: 'right', wrap: false }));
      L.line(doc, MX, 98, PW - MX, 98, { lw: 1.2, color: e.c1 || '#333' });
      return 118;
    }
    case 'lh_center': {
      L.t(doc, e.name, MX, 40, { font: th.bold, size: 17, color: e.c1 || '#222', width: CW, align: 'center', wrap: false });
      L.t(doc, (e.addr || []).join(' - '), MX, 62, { font: th.font, size: 9, color: '#333', width: CW, align: 'center', wrap: false });
      if (e.phone) L.t(doc, `Tél. ${e.phone}  -  ${e.email || e.web || ''}`, MX, 74, { font: th.font, size: 8.5, color: '#333', width: CW, align: 'center', wrap: false });
      L.line(doc, MX + 60, 90, PW - MX - 60, 90, { lw: 1.4, color: e.c1 || '#222' });
      L.line(doc, MX + 60, 93, PW - MX - 60, 93, { lw: 0.5, color: e.c1 || '#222' });
      return 112;
    }
    case 'band': {
      L.rect(doc, 0, 0, PW, 64, { fill: e.c1 || '#333' });
      L.logo(doc, e.logo || 'hex', MX, 14, 36, '#FFFFFF', e.c1 || '#333');
      L.t(doc, e.brand || '', MX + 46, 18, { font: 'SB', size: 15, color: '#FFFFFF' });
      L.t(doc, h.tag || '', MX + 46, 38, { font: 'S', size: 9, color: '#FFFFFF', opacity: 0.85 });
      L.rect(doc, PW - MX - 120, 22, 120, 20, { r: 10, fill: '#FFFFFF', opacity: 0.18 });
      L.t(doc, 'Document officiel', PW - MX - 120, 28, { font: 'S', size: 8, color: '#FFFFFF', width: 120, align: 'center', wrap: false });
      L.rect(doc, 0, 64, PW, 3, { fill: e.c2 || '#999' });
      L.t(doc, e.name + '  |  ' + (e.addr || []).join(', '), MX, 76, { font: 'S', size: 8, color: '#555', width: CW, wrap: false });
      return 100;
    }
    case 'bilingual': {
      L.t(doc, e.name, MX, 40, { font: 'DB', size: 11, color: '#111', width: 230 });
      (e.addr || []).forEach((ln, i) => L.t(doc, ln, MX, 56 + i * 11, { font: 'D', size: 8, color: '#333' }));
      L.t(doc, 'Service des Ressources Humaines', MX, 80, { font: 'D', size: 8, color: '#333' });
      L.logo(doc, e.logo || 'leaf', PW / 2 - 18, 38, 36, e.c1 || '#333', e.c2 || '#fff');
      L.ar(doc, 'مصلحة الموارد البشرية', PW - MX, 44, { font: 'ARB', size: 11 });
      L.ar(doc, (h.ar && h.ar[0]) || '', PW - MX, 64, { font: 'AR', size: 10 });
      L.line(doc, MX, 100, PW - MX, 100, { lw: 0.8 });
      L.line(doc, MX, 102.5, PW - MX, 102.5, { lw: 0.4 });
      return 116;
    }
    case 'cnss': {
      const blue = '#0a5c8a';
      if (h.variant === 'portal') {
        L.rect(doc, 0, 22, PW, 46, { fill: '#ffffff' });
        L.rect(doc, MX, 30, 30, 30, { r: 6, fill: blue });
        L.outline(doc, 'CNSS', MX + 15, 50, 9, 'SB', { align: 'center', color: '#fff' });
        L.t(doc, 'Ma CNSS', MX + 38, 32, { font: 'SB', size: 14, color: blue });
        L.t(doc, 'Espace assuré', MX + 38, 49, { font: 'S', size: 8, color: '#666' });
        const nav = ['Accueil', 'Mes prestations', 'Mes attestations', 'Mon dossier'];
        let nx = MX + 170;
        nav.forEach((n) => {
          L.t(doc, n, nx, 42, { font: n === 'Mes attestations' ? 'SB' : 'S', size: 8.5, color: n === 'Mes attestations' ? blue : '#444' });
          nx += L.width(doc, n, 'S', 8.5) + 18;
        });
        L.line(doc, 0, 70, PW, 70, { lw: 0.6, color: '#dddddd' });
        L.rect(doc, 0, 70, PW, 2.5, { fill: '#f2a900' });
        return 88;
      }
      if (h.variant === 'damancom') {
        L.rect(doc, MX, 30, CW, 44, { fill: '#eef4f8' });
        L.rect(doc, MX, 30, 6, 44, { fill: blue });
        L.t(doc, 'DAMANCOM', MX + 16, 36, { font: 'SB', size: 16, color: blue, cs: 1 });
        L.t(doc, 'Caisse Nationale de Sécurité Sociale - Téléservices', MX + 16, 56, { font: 'S', size: 8.5, color: '#333' });
        L.ar(doc, 'الصندوق الوطني للضمان الاجتماعي', PW - MX - 10, 44, { font: 'AR', size: 10, color: blue });
        return 92;
      }
      doc.save();
      doc.circle(MX + 24, 56, 22).lineWidth(2).strokeColor(blue).stroke();
      doc.restore();
      L.outline(doc, 'CNSS', MX + 24, 60, 11, 'SB', { align: 'center', color: blue });
      L.t(doc, 'ROYAUME DU MAROC', MX + 56, 36, { font: 'SB', size: 8.5, color: '#222' });
      L.t(doc, 'Caisse Nationale de Sécurité Sociale', MX + 56, 49, { font: 'SB', size: 12, color: blue });
      L.t(doc, 'Direction des Affiliations et de l\'Immatriculation', MX + 56, 65, { font: 'S', size: 8, color: '#444' });
      L.ar(doc, 'المملكة المغربية', PW - MX, 38, { font: 'AR', size: 9 });
      L.ar(doc, 'الصندوق الوطني للضمان الاجتماعي', PW - MX, 54, { font: 'ARB', size: 10.5, color: blue });
      L.rect(doc, MX, 88, CW, 2, { fill: blue });
      return 104;
    }
    case 'gov': {
      (h.fr || []).forEach((ln, i) => L.t(doc, ln, MX, 38 + i * 12, { font: i === 0 ? 'SB' : 'S', size: 8.5 }));
      (h.ar || []).forEach((ln, i) => L.ar(doc, ln, PW - MX, 40 + i * 13, { font: i === 0 ? 'ARB' : 'AR', size: 9 }));
      L.emblem(doc, PW / 2, 56, 20, '#7a5c12');
      L.line(doc, MX, 92, PW - MX, 92, { lw: 0.6 });
      return 108;
    }
    case 'utility': {
      L.rect(doc, MX, 32, 46, 46, { fill: h.c1 });
      L.outline(doc, h.short, MX + 23, 60, 10, 'SB', { align: 'center', color: '#fff' });
      L.t(doc, h.name, MX + 56, 38, { font: 'SB', size: 10, color: h.c1, width: 300 });
      L.t(doc, 'Service clientèle - Agence commerciale Hay Hassani', MX + 56, 66, { font: 'S', size: 8, color: '#555' });
      return 96;
    }
    default:
      return 60;
  }
}

function footer(doc, f, th, pageNo) {
  if (!f) return;
  const lines = f.lines || [];
  if (f.style === 'band') {
    L.rect(doc, 0, PH - 46, PW, 46, { fill: '#f1f3f6' });
    lines.forEach((ln, i) => L.t(doc, ln, MX, PH - 38 + i * 10, { font: 'S', size: 6.8, color: '#555', width: CW - 40, align: 'center', wrap: false }));
  } else if (f.style === 'rule') {
    L.line(doc, MX, PH - 52, PW - MX, PH - 52, { lw: 0.5, color: '#888' });
    lines.forEach((ln, i) => L.t(doc, ln, MX, PH - 46 + i * 10, { font: 'S', size: 6.8, color: '#444', width: CW, align: 'center', wrap: false }));
  } else {
    lines.forEach((ln, i) => L.t(doc, ln, MX, PH - 40 + i * 10, { font: 'S', size: 7, color: '#666', width: CW, align: 'center', wrap: false }));
  }
  if (f.page) L.t(doc, f.page, PW - MX - 60, PH - 22, { font: 'S', size: 7, color: '#666', width: 60, align: 'right', wrap: false });
}

function sigBlock(doc, b, th, y, seed) {
  const right = b.align !== 'left';
  const x = right ? PW - MX - 210 : MX;
  let cy = y;
  if (b.place) {
    L.t(doc, b.place, x, cy, { font: th.font, size: th.size - 0.5, width: 210, align: right ? 'center' : 'left', wrap: false });
    cy += 16;
  }
  if (b.label) {
    L.t(doc, b.label, x, cy, { font: th.font, size: 8.5, color: '#444', width: 210, align: right ? 'center' : 'left', wrap: false });
    cy += 14;
  }
  L.t(doc, b.title, x, cy, { font: th.bold, size: th.size - 1, width: 210, align: right ? 'center' : 'left', wrap: false });
  cy += 14;
  if (b.stamp) {
    if (b.stamp.kind === 'round') L.stampRound(doc, x + (right ? 180 : 175), cy + 30, 34, b.stamp.ring, b.stamp.center, { angle: -14 });
    else L.stampRect(doc, right ? x - 105 : x + 150, cy + 8, b.stamp.lines, { angle: -5, size: 6.5 });
  }
  L.signature(doc, x + (right ? 60 : 10), cy + 4, 95, seed, {});
  cy += 44;
  L.t(doc, b.name, x, cy, { font: th.font, size: th.size - 1, width: 210, align: right ? 'center' : 'left', wrap: false });
  cy += 14;
  if (b.esign) {
    L.rect(doc, x + 10, cy, 190, 16, { r: 3, fill: '#eef7ee' });
    L.t(doc, '✓ ' + b.esign, x + 10, cy + 4.5, { font: 'D', size: 7, color: '#2e7d32', width: 190, align: 'center', wrap: false });
    cy += 22;
  }
  return Math.max(cy, y + (b.stamp ? 100 : 70));
}

function block(doc, b, th, y, seed) {
  const x = MX;
  switch (b.t) {
    case 'space':
      return y + b.h;
    case 'hr':
      L.line(doc, x, y, x + CW, y, { lw: 0.5, color: '#999' });
      return y + 8;
    case 'title': {
      const sz = b.size || 15;
      const font = b.font || th.bold;
      const align = b.align || 'center';
      L.t(doc, b.text, x, y, { font, size: sz, color: b.color || '#000', width: CW, align, wrap: false, underline: b.underline, cs: b.box ? 1 : 0 });
      if (b.box) {
        const w = L.width(doc, b.text, font, sz) + 40 + String(b.text).length;
        L.rect(doc, PW / 2 - w / 2, y - 7, w, sz + 13, { lw: 1.1 });
      }
      return y + sz + (b.box ? 12 : 6);
    }
    case 'text': {
      const sz = b.size || th.size;
      L.t(doc, b.text, x + (b.indent || 0), y, { font: b.font || th.font, size: sz, width: CW - (b.indent || 0), align: b.align || 'justify', color: b.color || '#000', lineGap: 2.5 });
      return doc.y + (b.gap || 4);
    }
    case 'rich': {
      const sz = b.size || th.size;
      doc.fillColor('#000').fontSize(sz);
      const parts = b.parts.map((p) => [p[0], p[1]]);
      for (let i = 1; i < parts.length; i++) {
        const m = parts[i][0].match(/^\s+/);
        if (m) {
          parts[i - 1][0] += m[0];
          parts[i][0] = parts[i][0].slice(m[0].length);
        }
      }
      parts.forEach((p, i) => {
        doc.font(p[1] ? th.bold : th.font);
        const last = i === parts.length - 1;
        if (i === 0) doc.text(p[0], x, y, { width: CW, align: 'left', continued: !last, lineGap: 3.5 });
        else doc.text(p[0], { continued: !last, lineGap: 3.5 });
      });
      return doc.y + (b.gap || 4);
    }
    case 'ar': {
      const sz = b.size || 12;
      if (b.align === 'center') L.ar(doc, b.text, x + CW, y, { font: 'ARB', size: sz, align: 'center', width: CW });
      else L.ar(doc, b.text, x + CW, y, { font: 'AR', size: sz });
      return y + sz * 1.6;
    }
    case 'ref': {
      L.t(doc, b.left, x, y, { font: th.font, size: th.size - 1.5, color: '#333' });
      if (b.right) L.t(doc, b.right, x, y, { font: th.font, size: th.size - 1.5, width: CW, align: 'right', wrap: false, color: '#333' });
      return y + 14;
    }
    case 'crumb':
      L.t(doc, b.text, x, y, { font: 'S', size: 8, color: '#777' });
      return y + 12;
    case 'addr': {
      const ax = PW - MX - 210;
      b.lines.forEach((ln, i) => L.t(doc, ln, ax, y + i * 13, { font: i === 0 ? th.bold : th.font, size: 10 }));
      return y + b.lines.length * 13 + 18;
    }
    case 'fields': {
      const sz = b.size || th.size;
      const lw = b.lw || 160;
      let cy = y;
      if (b.style === 'grid') {
        b.rows.forEach((r) => {
          L.rect(doc, x, cy, lw, 19, { fill: '#f3f5f8' });
          L.rect(doc, x, cy, CW, 19, { stroke: '#c9ced6', lw: 0.6 });
          L.line(doc, x + lw, cy, x + lw, cy + 19, { color: '#c9ced6' });
          L.t(doc, r[0], x + 6, cy + 5.5, { font: th.font, size: sz - 1, color: '#444' });
          L.t(doc, r[1], x + lw + 8, cy + 5, { font: th.bold, size: sz - 0.5, width: CW - lw - 14, wrap: false });
          cy += 19;
        });
        return cy + 4;
      }
      b.rows.forEach((r) => {
        if (b.style === 'leader') {
          const hasAr = r.length > 2 && r[2];
          const w = hasAr ? CW - 80 : CW;
          L.leader(doc, r[0], r[1], x, cy, w, { font: th.font, vfont: th.bold, size: sz, vx: lw, trail: true });
          if (hasAr) L.ar(doc, r[2], x + CW, cy + 1, { font: 'AR', size: sz - 0.5, color: '#333' });
          cy += sz + 9;
        } else {
          L.t(doc, r[0], x, cy, { font: th.font, size: sz, color: '#333' });
          L.t(doc, ':', x + lw - 10, cy, { font: th.font, size: sz });
          L.t(doc, r[1], x + lw, cy, { font: th.bold, size: sz, width: CW - lw, wrap: false });
          cy += sz + 7;
        }
      });
      return cy + 2;
    }
    case 'table': {
      const totalW = b.cols.reduce((a, c) => a + c.w, 0);
      const tx = x + Math.max(0, (CW - totalW) / 2);
      const r = L.table(doc, tx, y, b.cols, b.rows, Object.assign({ font: th.font, bfont: th.bold }, b.opts || {}));
      return r.y + 6;
    }
    case 'box': {
      const rows = b.rows;
      const h = 20 + rows.length * 17 + 6;
      L.rect(doc, x, y, CW, h, { stroke: b.c1 || '#333', lw: 0.8 });
      L.rect(doc, x, y, CW, 18, { fill: b.c1 || '#333' });
      L.t(doc, b.title, x + 8, y + 5, { font: 'SB', size: 8.5, color: '#fff', cs: 0.5 });
      rows.forEach((r, i) => {
        const cy = y + 24 + i * 17;
        L.t(doc, r[0], x + 10, cy, { font: th.font, size: 9, color: '#444' });
        L.t(doc, r[1], x + 210, cy, { font: th.bold, size: 9.5, width: CW - 220, wrap: false });
        if (i < rows.length - 1) L.line(doc, x + 8, cy + 13, x + CW - 8, cy + 13, { lw: 0.3, dash: [1, 2], color: '#aaa' });
      });
      return y + h + 2;
    }
    case 'cards': {
      const gap = 14;
      const w = (CW - gap) / 2;
      let maxH = 0;
      b.cards.forEach((c, k) => {
        const cx = x + k * (w + gap);
        const h = 30 + c.rows.length * 30;
        maxH = Math.max(maxH, h);
        L.rect(doc, cx, y, w, h, { r: 6, fill: '#f7f9fb', stroke: '#d5dde5' });
        L.rect(doc, cx, y, w, h, { r: 6, stroke: '#d5dde5' });
        L.t(doc, c.title, cx + 12, y + 10, { font: 'SB', size: 10, color: '#0a5c8a' });
        c.rows.forEach((r, i) => {
          const cy = y + 30 + i * 30;
          L.t(doc, r[0], cx + 12, cy, { font: 'S', size: 7.5, color: '#777' });
          L.t(doc, r[1], cx + 12, cy + 10, { font: 'SB', size: 9.5, color: '#111', width: w - 20, wrap: false });
        });
      });
      return y + maxH + 4;
    }
    case 'note': {
      const sz = b.size || 8.5;
      doc.font('S').fontSize(sz);
      const h = doc.heightOfString(b.text, { width: CW - 20 }) + 12;
      L.rect(doc, x, y, CW, h, { fill: '#f4f6f8' });
      L.rect(doc, x, y, 3, h, { fill: '#0a5c8a' });
      L.t(doc, b.text, x + 10, y + 6, { font: 'S', size: sz, color: '#333', width: CW - 20 });
      return y + h + 4;
    }
    case 'sig':
      return sigBlock(doc, b, th, y, seed);
    case 'twosig': {
      L.t(doc, b.place, x, y, { font: th.font, size: th.size });
      L.t(doc, b.left, x + 20, y + 24, { font: th.bold, size: th.size });
      L.t(doc, b.right, x + CW - 140, y + 24, { font: th.bold, size: th.size });
      L.signature(doc, x + 20, y + 44, 90, seed + 'L', {});
      L.signature(doc, x + CW - 150, y + 44, 90, seed + 'R', { color: '#222' });
      return y + 100;
    }
    case 'qr': {
      const s = b.size || 64;
      const qx = b.align === 'left' ? x : PW - MX - s - 170;
      L.qr(doc, qx, y, s, b.seed, {});
      (b.lines || []).forEach((ln, i) => L.t(doc, ln, qx + s + 12, y + 8 + i * 12, { font: i === 0 ? 'SB' : 'S', size: 8, color: '#333' }));
      return y + s + 8;
    }
    default:
      return y;
  }
}

function renderPage(doc, pg, seed) {
  const th = Object.assign({ font: 'S', bold: 'SB', size: 10 }, pg.theme || {});
  if (pg.browser) {
    L.t(doc, pg.browser.tl, 18, 10, { font: 'S', size: 7, color: '#333' });
    L.t(doc, pg.browser.tc, 0, 10, { font: 'S', size: 7, color: '#333', width: PW, align: 'center', wrap: false });
    L.t(doc, pg.browser.bl, 18, PH - 18, { font: 'S', size: 7, color: '#333' });
    L.t(doc, pg.browser.br, PW - 60, PH - 18, { font: 'S', size: 7, color: '#333', width: 40, align: 'right', wrap: false });
  }
  let y = header(doc, pg.header || { style: 'plain' }, th, seed);
  for (const b of pg.blocks) y = block(doc, b, th, y, seed);
  footer(doc, pg.footer, th, 1);
}

module.exports = { renderPage, PW, PH, MX, CW };

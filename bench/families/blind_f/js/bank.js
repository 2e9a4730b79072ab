'use strict';
// Bank statements (B1-B4) and RIB documents (R1-R3).
const L = require('./lib');

const PW = 595.28;
const PH = 841.89;

function bankMark(doc, b, x, y, s, o) {
  o = o || {};
  L.rect(doc, x, y, s, s, { r: s * 0.18, fill: b.c1 });
  L.logo(doc, o.kind || 'arc', x + s * 0.18, y + s * 0.18, s * 0.64, '#ffffff', b.c1);
  L.t(doc, b.name, x + s + 8, y + s * 0.18, { font: 'SB', size: o.size || 14, color: o.color || b.c1 });
}

function pageText(fmt, p, n) {
  return fmt.replace('{p}', p).replace('{n}', n);
}

function paginate(rows, first, rest) {
  const pages = [rows.slice(0, first)];
  let i = first;
  while (i < rows.length) {
    pages.push(rows.slice(i, i + rest));
    i += rest;
  }
  return pages;
}

function B1(doc, d) {
  const M = 40;
  const W = PW - 2 * M;
  const pages = paginate(d.rows, 33, 44);
  const cols = [
    { w: 52, h: d.heads[0] },
    { w: W - 52 - 52 - 170, h: d.heads[1] },
    { w: 52, h: d.heads[2] },
    { w: 85, h: d.heads[3], align: 'right' },
    { w: 85, h: d.heads[4], align: 'right' },
  ];
  pages.forEach((rows, pi) => {
    if (pi > 0) doc.addPage({ size: 'A4', margin: 0 });
    bankMark(doc, d.bank, M, 30, 30, { size: 15 });
    L.t(doc, 'Agence ' + d.agency, M + 38, 50, { font: 'S', size: 8, color: '#444' });
    L.t(doc, d.title, M, 32, { font: 'SB', size: 14, width: W, align: 'right', wrap: false });
    L.t(doc, d.period, M, 50, { font: 'S', size: 9, width: W, align: 'right', wrap: false });
    let y = 76;
    if (pi === 0) {
      L.rect(doc, M, y, 250, 74, { stroke: '#999', lw: 0.5 });
      d.info.forEach((p, i) => {
        L.t(doc, p[0], M + 8, y + 8 + i * 15, { font: 'S', size: 8, color: '#555' });
        L.t(doc, p[1], M + 70, y + 8 + i * 15, { font: 'SB', size: 8.5, width: 175, wrap: false });
      });
      L.t(doc, d.holder, M + 300, y + 8, { font: 'SB', size: 10 });
      d.addr.forEach((ln, i) => L.t(doc, ln, M + 300, y + 24 + i * 12, { font: 'S', size: 9 }));
      y += 90;
    } else {
      L.t(doc, d.holder + ' - ' + d.info[1][1], M, y, { font: 'S', size: 8.5, color: '#333' });
      y += 18;
    }
    const body = rows.slice();
    if (pi === 0) body.unshift({ cells: d.open_row, bold: true, fill: '#f1f1f1' });
    if (pi === pages.length - 1) {
      body.push({ cells: d.tot_row, bold: true, fill: '#f7f7f7' });
      body.push({ cells: d.close_row, bold: true, fill: '#e9e9e9' });
    }
    const r = L.table(doc, M, y, cols, body, { rowH: 15.5, size: 7.8, grid: 'frame', headFill: d.bank.c1, headColor: '#fff', lineColor: '#888' });
    if (pi === pages.length - 1) {
      d.notes.forEach((n, i) => L.t(doc, n, M, r.y + 14 + i * 10, { font: 'SI', size: 7, color: '#555' }));
    } else {
      L.t(doc, 'A reporter ...', M, r.y + 6, { font: 'SI', size: 7.5, color: '#555' });
    }
    L.line(doc, M, PH - 40, M + W, PH - 40, { lw: 0.4, color: '#aaa' });
    L.t(doc, `${d.bank.name} - SWIFT ${d.bank.swift} - Document n° ${d.doc_no}`, M, PH - 32, { font: 'S', size: 7, color: '#666' });
    L.t(doc, pageText(d.page_fmt, pi + 1, pages.length), M, PH - 32, { font: 'S', size: 7.5, width: W, align: 'right', wrap: false });
  });
}

function B2(doc, d) {
  const M = 36;
  const W = PW - 2 * M;
  const pages = paginate(d.rows, 24, 38);
  const cols = [
    { w: 62, h: d.heads[0] },
    { w: W - 62 - 70 - 180, h: d.heads[1] },
    { w: 70, h: d.heads[2] },
    { w: 90, h: d.heads[3], align: 'right' },
    { w: 90, h: d.heads[4], align: 'right' },
  ];
  pages.forEach((rows, pi) => {
    if (pi > 0) doc.addPage({ size: 'A4', margin: 0 });
    L.rect(doc, 0, 0, PW, 54, { fill: d.bank.c1 });
    L.logo(doc, 'arc', M, 14, 26, '#fff', d.bank.c1);
    L.t(doc, d.app, M + 34, 16, { font: 'SB', size: 13, color: '#fff' });
    L.t(doc, d.bank.name, M + 34, 33, { font: 'S', size: 8, color: '#fff' });
    L.t(doc, d.export, M, 22, { font: 'S', size: 8, color: '#fff', width: W, align: 'right', wrap: false });
    let y = 70;
    if (pi === 0) {
      L.t(doc, d.title, M, y, { font: 'SB', size: 18, color: '#111' });
      L.t(doc, d.period, M, y + 24, { font: 'S', size: 10, color: '#555' });
      y += 46;
      d.info.forEach((p, i) => {
        L.t(doc, p[0], M, y + i * 14, { font: 'S', size: 8.5, color: '#777' });
        L.t(doc, p[1], M + 60, y + i * 14, { font: 'SB', size: 9 });
      });
      y += d.info.length * 14 + 12;
      const cw = (W - 30) / 4;
      d.cards.forEach((c, i) => {
        const cx = M + i * (cw + 10);
        L.rect(doc, cx, y, cw, 46, { r: 8, fill: i === 3 ? '#eef4ff' : '#f5f6f8' });
        L.t(doc, c[0], cx + 10, y + 9, { font: 'S', size: 7.5, color: '#666' });
        L.t(doc, c[1], cx + 10, y + 24, { font: 'SB', size: 10.5, color: c[1].startsWith('-') ? '#c62828' : '#111', width: cw - 14, wrap: false });
      });
      y += 62;
    }
    const body = rows.map((r) => ({ cells: r, color: undefined }));
    const t = L.table(doc, M, y, cols, body, { rowH: 18, size: 8, zebra: '#fafbfc', headLine: true, hfont: 'SB', headColor: '#666', lineColor: '#ddd' });
    // colour amounts
    if (pi === pages.length - 1) d.notes.forEach((n, i) => L.t(doc, n, M, t.y + 14 + i * 10, { font: 'S', size: 7.5, color: '#888' }));
    L.t(doc, pageText(d.page_fmt, pi + 1, pages.length), M, PH - 28, { font: 'S', size: 8, color: '#888', width: W, align: 'center', wrap: false });
  });
}

function B3(doc, d) {
  const M = 70;
  const W = PW - 2 * M;
  const pages = paginate(d.rows, 26, 40);
  const cols = [
    { w: 60, h: d.heads[0] },
    { w: W - 60 - 110, h: d.heads[1] },
    { w: 110, h: d.heads[2], align: 'right' },
  ];
  pages.forEach((rows, pi) => {
    if (pi > 0) doc.addPage({ size: 'A4', margin: 0 });
    L.rect(doc, M, 30, W, 40, { r: 6, fill: d.bank.c1 });
    L.t(doc, d.bank.name, M + 12, 38, { font: 'SB', size: 14, color: d.bank.c1 === '#ffcc00' ? '#1f3c88' : '#fff' });
    L.t(doc, 'Banque mobile', M + 12, 55, { font: 'S', size: 8, color: d.bank.c1 === '#ffcc00' ? '#1f3c88' : '#fff' });
    let y = 84;
    if (pi === 0) {
      L.t(doc, d.title, M, y, { font: 'SB', size: 13, width: W, align: 'center', wrap: false });
      L.t(doc, d.period, M, y + 18, { font: 'S', size: 9, width: W, align: 'center', wrap: false, color: '#444' });
      y += 40;
      d.info.forEach((p, i) => {
        L.t(doc, p[0] + ' :', M, y + i * 14, { font: 'S', size: 8.5, color: '#555' });
        L.t(doc, p[1], M + 90, y + i * 14, { font: 'SB', size: 9 });
      });
      y += d.info.length * 14 + 10;
      L.rect(doc, M, y, W, 22, { fill: '#f3f3f3' });
      L.t(doc, d.opening[0], M + 8, y + 7, { font: 'SB', size: 9 });
      L.t(doc, d.opening[1] + '  (' + d.opening[2] + ')', M, y + 7, { font: 'SB', size: 9, width: W - 8, align: 'right', wrap: false });
      y += 30;
    }
    const t = L.table(doc, M, y, cols, rows, { rowH: 16, size: 8, grid: 'h', headLine: true, lineColor: '#e0e0e0', headColor: '#333' });
    y = t.y + 8;
    if (pi === pages.length - 1) {
      L.rect(doc, M, y, W, 22, { fill: '#f3f3f3' });
      L.t(doc, d.closing[0], M + 8, y + 7, { font: 'SB', size: 9 });
      L.t(doc, d.closing[1] + '  (' + d.closing[2] + ')', M, y + 7, { font: 'SB', size: 9, width: W - 8, align: 'right', wrap: false });
      d.notes.forEach((n, i) => L.t(doc, n, M, y + 32 + i * 10, { font: 'S', size: 7.5, color: '#666' }));
    }
    L.t(doc, pageText(d.page_fmt, pi + 1, pages.length), M, PH - 30, { font: 'S', size: 7.5, width: W, align: 'right', wrap: false, color: '#555' });
  });
}

function B4(doc, d) {
  const M = 36;
  const W = PW - 2 * M;
  const pages = paginate(d.rows, 27, 42);
  const cols = [
    { w: 64, h: d.heads[0] },
    { w: W - 64 - 255, h: d.heads[1] },
    { w: 85, h: d.heads[2], align: 'right' },
    { w: 85, h: d.heads[3], align: 'right' },
    { w: 85, h: d.heads[4], align: 'right' },
  ];
  pages.forEach((rows, pi) => {
    if (pi > 0) doc.addPage({ size: 'A4', margin: 0 });
    L.rect(doc, M, 28, 8, 36, { fill: d.bank.c2 });
    L.t(doc, d.bank.name.toUpperCase(), M + 16, 30, { font: 'SB', size: 15, color: d.bank.c1 });
    L.t(doc, 'Agence : ' + d.agency, M + 16, 50, { font: 'S', size: 8.5, color: '#333' });
    L.rect(doc, M + W - 190, 28, 190, 36, { fill: d.bank.c1 });
    L.t(doc, d.title, M + W - 190, 34, { font: 'SB', size: 12, color: '#fff', width: 190, align: 'center', wrap: false });
    L.t(doc, pageText(d.page_fmt, pi + 1, pages.length), M + W - 190, 50, { font: 'S', size: 8, color: '#fff', width: 190, align: 'center', wrap: false });
    let y = 78;
    if (pi === 0) {
      L.rect(doc, M, y, W, 64, { lw: 0.6 });
      L.line(doc, M + W / 2, y, M + W / 2, y + 64, { lw: 0.4 });
      d.info.forEach((p, i) => {
        L.t(doc, p[0], M + 8, y + 6 + i * 14.5, { font: 'S', size: 7.8, color: '#555' });
        L.t(doc, p[1], M + 120, y + 6 + i * 14.5, { font: 'SB', size: 8, width: W / 2 - 124, wrap: false });
      });
      L.t(doc, 'Titulaire', M + W / 2 + 8, y + 6, { font: 'S', size: 7.8, color: '#555' });
      L.t(doc, d.holder, M + W / 2 + 8, y + 18, { font: 'SB', size: 10 });
      d.addr.forEach((ln, i) => L.t(doc, ln, M + W / 2 + 8, y + 33 + i * 11, { font: 'S', size: 8.5 }));
      y += 72;
      L.t(doc, d.period, M, y, { font: 'SB', size: 9.5 });
      y += 16;
    }
    const body = rows.slice();
    if (pi === 0) body.unshift({ cells: ['', d.opening[0], '', '', d.opening[1]], bold: true, fill: '#efefef' });
    if (pi === pages.length - 1) {
      body.push({ cells: ['', d.totals[0], d.totals[1], d.totals[2], ''], bold: true });
      body.push({ cells: ['', d.closing[0], '', '', d.closing[1]], bold: true, fill: '#efefef' });
    }
    const t = L.table(doc, M, y, cols, body, { rowH: 15.5, size: 7.8, grid: 'full', headFill: '#dedede', lineColor: '#444' });
    if (pi === pages.length - 1) d.notes.forEach((n, i) => L.t(doc, n, M, t.y + 12 + i * 10, { font: 'SI', size: 7, color: '#444' }));
    L.t(doc, `${d.bank.name} - BIC ${d.bank.swift}`, M, PH - 28, { font: 'S', size: 7, color: '#777' });
  });
}

// ------------------------------------------------------------------ RIB

function ribSlip(doc, d, x, y, w) {
  const b = d.bank;
  L.rect(doc, x, y, w, 250, { lw: 0.8 });
  bankMark(doc, b, x + 12, y + 12, 28, { size: 13 });
  L.t(doc, "RELEVÉ D'IDENTITÉ BANCAIRE", x, y + 16, { font: 'SB', size: 11, width: w - 14, align: 'right', wrap: false });
  if (d.bilingual) L.ar(doc, 'بيان الهوية البنكية', x + w - 14, y + 34, { font: 'ARB', size: 10 });
  let cy = y + 56;
  L.t(doc, 'Titulaire du compte', x + 14, cy, { font: 'S', size: 8, color: '#555' });
  if (d.bilingual) L.ar(doc, 'صاحب الحساب', x + w - 14, cy, { font: 'AR', size: 8.5 });
  L.t(doc, d.holder, x + 14, cy + 11, { font: 'SB', size: 11 });
  L.t(doc, d.addr.join(' '), x + 14, cy + 26, { font: 'S', size: 8, color: '#333' });
  cy += 44;
  L.t(doc, 'Domiciliation : Agence ' + d.agency, x + 14, cy, { font: 'S', size: 8.5 });
  cy += 18;
  const heads = ['Code banque', 'Code localité', 'N° de compte', 'Clé RIB'];
  const ws = [80, 80, w - 28 - 80 - 80 - 60, 60];
  let cx = x + 14;
  heads.forEach((h, i) => {
    L.rect(doc, cx, cy, ws[i], 16, { fill: '#eeeeee', stroke: '#000', lw: 0.5 });
    L.t(doc, h, cx, cy + 4.5, { font: 'S', size: 7.5, width: ws[i], align: 'center', wrap: false });
    L.rect(doc, cx, cy + 16, ws[i], 24, { lw: 0.5 });
    L.t(doc, d.parts[i], cx, cy + 23, { font: 'MB', size: 11, width: ws[i], align: 'center', wrap: false });
    cx += ws[i];
  });
  cy += 50;
  L.t(doc, 'IBAN : ' + d.iban, x + 14, cy, { font: 'M', size: 9.5 });
  L.t(doc, 'BIC / SWIFT : ' + b.swift, x + 14, cy + 14, { font: 'M', size: 9.5 });
  L.t(doc, 'Ce relevé est destiné à être remis à vos créanciers ou débiteurs pour faciliter le traitement de vos opérations.', x + 14, cy + 32, {
    font: 'SI',
    size: 7,
    color: '#555',
    width: w - 28,
  });
}

function R1(doc, d) {
  const M = 50;
  const W = PW - 2 * M;
  ribSlip(doc, d, M, 50, W);
  if (d.double) {
    L.line(doc, 20, 330, PW - 20, 330, { lw: 0.6, dash: [4, 3], color: '#777' });
    L.t(doc, '✂', 24, 323, { font: 'D', size: 10, color: '#777' });
    ribSlip(doc, d, M, 360, W);
  }
  L.t(doc, `Édité le ${d.today} - ${d.bank.name}`, M, PH - 40, { font: 'S', size: 7, color: '#777', width: W, align: 'center', wrap: false });
}

function R2(doc, d) {
  const w = 400;
  const b = d.bank;
  const dark = b.c1 === '#ffcc00' ? '#1f3c88' : '#fff';
  L.rect(doc, 0, 0, w, 760, { fill: '#f4f5f7' });
  L.rect(doc, 0, 0, w, 70, { fill: b.c1 });
  L.t(doc, '←', 18, 30, { font: 'D', size: 16, color: dark });
  L.t(doc, 'Mon RIB', 0, 32, { font: 'SB', size: 15, color: dark, width: w, align: 'center', wrap: false });
  L.t(doc, b.name, 0, 52, { font: 'S', size: 8, color: dark, width: w, align: 'center', wrap: false });
  L.rect(doc, 16, 88, w - 32, 76, { r: 10, fill: '#fff' });
  L.t(doc, d.acct_type, 30, 100, { font: 'S', size: 9, color: '#777' });
  L.t(doc, d.holder, 30, 116, { font: 'SB', size: 14, color: '#111' });
  L.t(doc, 'Agence ' + d.agency, 30, 138, { font: 'S', size: 9, color: '#777' });
  L.rect(doc, 16, 178, w - 32, 250, { r: 10, fill: '#fff' });
  L.t(doc, 'RIB', 30, 192, { font: 'S', size: 9, color: '#777' });
  L.t(doc, d.grouped, 30, 208, { font: 'DMB', size: 12.5, color: '#111' });
  L.line(doc, 30, 236, w - 30, 236, { lw: 0.4, color: '#e3e3e3' });
  L.t(doc, 'IBAN', 30, 248, { font: 'S', size: 9, color: '#777' });
  L.t(doc, d.iban, 30, 264, { font: 'DM', size: 11, color: '#111' });
  L.line(doc, 30, 292, w - 30, 292, { lw: 0.4, color: '#e3e3e3' });
  L.t(doc, 'BIC / SWIFT', 30, 304, { font: 'S', size: 9, color: '#777' });
  L.t(doc, b.swift, 30, 320, { font: 'DM', size: 11, color: '#111' });
  L.line(doc, 30, 348, w - 30, 348, { lw: 0.4, color: '#e3e3e3' });
  L.t(doc, 'Devise', 30, 360, { font: 'S', size: 9, color: '#777' });
  L.t(doc, 'MAD', 30, 376, { font: 'DM', size: 11, color: '#111' });
  ['Copier', 'Partager', 'PDF'].forEach((lab, i) => {
    const bx = 16 + i * ((w - 32) / 3);
    L.rect(doc, bx + 4, 446, (w - 32) / 3 - 8, 34, { r: 17, fill: i === 0 ? b.c1 : '#fff', stroke: b.c1 });
    L.t(doc, lab, bx + 4, 457, { font: 'SB', size: 10, color: i === 0 ? dark : b.c1, width: (w - 32) / 3 - 8, align: 'center', wrap: false });
  });
  L.t(doc, 'Partagez votre RIB en toute sécurité. Ne communiquez jamais vos codes d’accès.', 24, 500, { font: 'S', size: 8, color: '#888', width: w - 48, align: 'center' });
  L.rect(doc, 0, 700, w, 60, { fill: '#fff' });
  ['Accueil', 'Comptes', 'Virements', 'Cartes', 'Plus'].forEach((n, i) => {
    const nx = (i * w) / 5;
    doc.save();
    doc.circle(nx + w / 10, 717, 6).fillColor(i === 1 ? b.c1 : '#bbb').fill();
    doc.restore();
    L.t(doc, n, nx, 730, { font: 'S', size: 7.5, color: i === 1 ? b.c1 : '#888', width: w / 5, align: 'center', wrap: false });
  });
  L.t(doc, d.today, 0, 748, { font: 'S', size: 6, color: '#bbb', width: w - 10, align: 'right', wrap: false });
}

function R3(doc, d) {
  const M = 60;
  const W = PW - 2 * M;
  bankMark(doc, d.bank, M, 40, 34, { size: 16 });
  L.t(doc, 'Agence ' + d.agency, M, 40, { font: 'S', size: 9, width: W, align: 'right', wrap: false });
  L.t(doc, d.city, M, 52, { font: 'S', size: 9, width: W, align: 'right', wrap: false });
  L.line(doc, M, 90, M + W, 90, { lw: 0.8, color: d.bank.c1 });
  L.t(doc, 'Réf. : ' + d.ref, M, 104, { font: 'S', size: 9 });
  L.t(doc, `${d.city}, le ${d.today}`, M, 104, { font: 'S', size: 9, width: W, align: 'right', wrap: false });
  L.t(doc, 'ATTESTATION DE RIB', M, 150, { font: 'SB', size: 16, width: W, align: 'center', wrap: false, underline: true });
  doc.font('SE').fontSize(11).fillColor('#000');
  doc.text(
    `Nous soussignés, ${d.bank.name}, Agence ${d.agency}, attestons par la présente que ${d.holder} est titulaire dans nos livres d'un compte ouvert le ${d.opened}, dont les coordonnées bancaires sont les suivantes :`,
    M,
    196,
    { width: W, align: 'justify', lineGap: 4 },
  );
  let y = doc.y + 18;
  const rows = [
    ['Relevé d\'identité bancaire (RIB)', d.rib],
    ['IBAN', d.iban],
    ['Code SWIFT', d.bank.swift],
    ['Devise', 'Dirham marocain (MAD)'],
  ];
  rows.forEach((r) => {
    L.t(doc, r[0], M + 20, y, { font: 'SE', size: 10.5 });
    L.t(doc, ':', M + 200, y, { font: 'SE', size: 10.5 });
    L.t(doc, r[1], M + 212, y, { font: 'SEB', size: 10.5 });
    y += 20;
  });
  y += 14;
  doc.font('SE').fontSize(11).text('La présente attestation est délivrée à la demande du titulaire pour servir et valoir ce que de droit.', M, y, { width: W, lineGap: 4 });
  y = doc.y + 40;
  L.t(doc, "Le Directeur d'agence", M + W - 200, y, { font: 'SEB', size: 10.5, width: 200, align: 'center', wrap: false });
  L.stampRound(doc, M + W - 80, y + 60, 36, d.bank.name + ' * AGENCE ' + d.agency + ' *', ['AGENCE'], { color: '#1f3c88', angle: 10 });
  L.signature(doc, M + W - 170, y + 26, 100, d.ref, {});
  L.t(doc, d.director, M + W - 200, y + 92, { font: 'SE', size: 10, width: 200, align: 'center', wrap: false });
  L.t(doc, `${d.bank.name} - Société anonyme - Établissement de crédit régi par la loi n° 103-12`, M, PH - 40, {
    font: 'S',
    size: 7,
    color: '#777',
    width: W,
    align: 'center',
    wrap: false,
  });
}

function drawStatement(doc, d) {
  ({ B1, B2, B3, B4 })[d.layout](doc, d);
}

function drawRib(doc, d) {
  ({ R1, R2, R3 })[d.layout](doc, d);
}

module.exports = { drawStatement, drawRib };

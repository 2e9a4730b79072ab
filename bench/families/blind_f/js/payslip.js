'use strict';
// Payslip layouts P1 (SaaS export), P2 (classic boxed), P3 (English, split tables), P4 (compact bilingual).
const L = require('./lib');

const PW = 595.28;
const PH = 841.89;

function kvColumn(doc, pairs, x, y, lw, vw, o) {
  o = o || {};
  const sz = o.size || 8.5;
  pairs.forEach((p, i) => {
    L.t(doc, p[0], x, y + i * (sz + 5), { font: o.font || 'S', size: sz - 0.5, color: o.lc || '#666' });
    L.t(doc, p[1], x + lw, y + i * (sz + 5), { font: o.bfont || 'SB', size: sz, color: '#111', width: vw, wrap: false });
  });
  return y + pairs.length * (sz + 5);
}

function P1(doc, d, seed) {
  const e = d.emp;
  const M = 40;
  const W = PW - 2 * M;
  L.t(doc, 'Généré avec ' + d.app, M, 18, { font: 'S', size: 7, color: '#999', width: W, align: 'right', wrap: false });
  L.logo(doc, e.logo, M, 34, 34, e.c1, '#fff');
  L.t(doc, e.name, M + 44, 36, { font: 'SB', size: 11, color: '#111' });
  L.t(doc, e.addr.join(', '), M + 44, 51, { font: 'S', size: 8, color: '#555' });
  L.t(doc, d.title, M, 36, { font: 'SB', size: 18, color: e.c1, width: W, align: 'right', wrap: false });
  L.t(doc, d.period_big, M, 58, { font: 'S', size: 11, color: '#333', width: W, align: 'right', wrap: false });
  L.t(doc, d.period + '   ·   ' + d.pay_date, M, 82, { font: 'S', size: 8, color: '#666' });
  // cards
  const cy = 98;
  L.rect(doc, M, cy, 190, 96, { r: 6, fill: '#f6f7fb' });
  L.t(doc, 'EMPLOYEUR', M + 10, cy + 8, { font: 'SB', size: 7, color: e.c1, cs: 1 });
  kvColumn(doc, d.er, M + 10, cy + 22, 88, 86, { size: 8 });
  L.rect(doc, M + 200, cy, W - 200, 96, { r: 6, fill: '#f6f7fb' });
  L.t(doc, 'SALARIÉ', M + 210, cy + 8, { font: 'SB', size: 7, color: e.c1, cs: 1 });
  L.t(doc, d.ee_name, M + 210, cy + 19, { font: 'SB', size: 11, color: '#111' });
  const half = Math.ceil(d.ee.length / 2);
  kvColumn(doc, d.ee.slice(0, half), M + 210, cy + 36, 55, 95, { size: 7.8 });
  kvColumn(doc, d.ee.slice(half), M + 362, cy + 36, 74, 80, { size: 7.8 });
  // table
  const cols = [
    { w: 205, h: d.heads[0] },
    { w: 70, h: d.heads[1], align: 'right' },
    { w: 60, h: d.heads[2], align: 'right' },
    { w: 90, h: d.heads[3], align: 'right' },
    { w: W - 425, h: d.heads[4], align: 'right' },
  ];
  const r = L.table(doc, M, cy + 112, cols, d.rows, {
    rowH: 17,
    size: 8.5,
    zebra: '#f7f8fc',
    headFill: '#eceefa',
    headColor: e.c1,
    headLine: true,
    lineColor: e.c1,
  });
  let y = r.y + 4;
  L.line(doc, M, y, M + W, y, { lw: 0.6, color: '#ccc' });
  L.t(doc, d.gross[0], M + 8, y + 8, { font: 'SB', size: 9 });
  L.t(doc, d.gross[1], M + 335, y + 8, { font: 'SB', size: 9, width: 90, align: 'right', wrap: false });
  L.t(doc, d.ded[0], M + 8, y + 24, { font: 'SB', size: 9 });
  L.t(doc, d.ded[1], M + 425, y + 24, { font: 'SB', size: 9, width: W - 428, align: 'right', wrap: false });
  y += 46;
  L.rect(doc, M + W - 250, y, 250, 40, { r: 8, fill: e.c1 });
  L.t(doc, d.net[0], M + W - 240, y + 8, { font: 'S', size: 9, color: '#fff' });
  L.t(doc, d.net[1], M + W - 245, y + 20, { font: 'SB', size: 15, color: '#fff', width: 235, align: 'right', wrap: false });
  // summary
  L.t(doc, 'Détails fiscaux', M, y + 2, { font: 'SB', size: 8, color: '#444' });
  kvColumn(doc, d.summary, M, y + 16, 100, 80, { size: 7.8 });
  y += 84;
  L.t(doc, 'Cumuls annuels', M, y, { font: 'SB', size: 8, color: '#444' });
  d.ytd.forEach((p, i) => {
    const bx = M + i * (W / 4);
    L.rect(doc, bx + 2, y + 14, W / 4 - 6, 34, { r: 5, stroke: '#dde', lw: 0.6 });
    L.t(doc, p[0], bx + 10, y + 20, { font: 'S', size: 7, color: '#777' });
    L.t(doc, p[1], bx + 10, y + 32, { font: 'SB', size: 9 });
  });
  y += 62;
  kvColumn(doc, d.leave, M, y, 90, 100, { size: 7.8 });
  L.t(doc, d.payment, M, y + 34, { font: 'S', size: 8, color: '#333' });
  L.t(doc, d.footer, M, PH - 62, { font: 'SI', size: 7.2, color: '#777', width: W, align: 'center', wrap: false });
  d.footer_ids.forEach((ln, i) => L.t(doc, ln, M, PH - 46 + i * 9, { font: 'S', size: 6.5, color: '#888', width: W, align: 'center', wrap: false }));
  L.t(doc, '1 / 1', M, PH - 22, { font: 'S', size: 7, color: '#999', width: W, align: 'right', wrap: false });
}

function P2(doc, d, seed) {
  const e = d.emp;
  const M = 34;
  const W = PW - 2 * M;
  L.rect(doc, M, 30, W, PH - 70, { lw: 1 });
  // employer box
  L.rect(doc, M + 8, 38, 265, 86, { lw: 0.7 });
  L.t(doc, e.name, M + 14, 44, { font: 'SB', size: 10 });
  e.addr.forEach((ln, i) => L.t(doc, ln, M + 14, 58 + i * 10, { font: 'S', size: 8 }));
  d.er.forEach((p, i) => L.t(doc, `${p[0]} : ${p[1]}`, M + 14, 82 + i * 10, { font: 'S', size: 8 }));
  // title box
  L.rect(doc, M + 281, 38, W - 289, 86, { lw: 0.7, fill: '#eeeeee', stroke: '#000' });
  L.t(doc, d.title, M + 281, 48, { font: 'SB', size: 15, width: W - 289, align: 'center', wrap: false });
  L.t(doc, d.period, M + 281, 70, { font: 'SB', size: 10, width: W - 289, align: 'center', wrap: false });
  L.t(doc, d.period_dates, M + 281, 86, { font: 'S', size: 8.5, width: W - 289, align: 'center', wrap: false });
  L.t(doc, d.pay_date, M + 281, 102, { font: 'S', size: 8.5, width: W - 289, align: 'center', wrap: false });
  // employee box
  const ey = 132;
  L.rect(doc, M + 8, ey, W - 16, 70, { lw: 0.7 });
  L.t(doc, 'Salarié : ' + d.ee_name, M + 14, ey + 6, { font: 'SB', size: 10 });
  const cols = 3;
  d.ee.forEach((p, i) => {
    const cx = M + 14 + (i % cols) * ((W - 28) / cols);
    const cy = ey + 24 + Math.floor(i / cols) * 14;
    L.t(doc, p[0] + ' : ', cx, cy, { font: 'S', size: 7.8 });
    L.t(doc, p[1], cx + L.width(doc, p[0] + ' : ', 'S', 7.8), cy, { font: 'SB', size: 7.8 });
  });
  // table with full grid and a fixed body height
  const ty = ey + 80;
  const tw = W - 16;
  const tcols = [
    { w: tw - 360, h: d.heads[0] },
    { w: 80, h: d.heads[1], align: 'right' },
    { w: 60, h: d.heads[2], align: 'right' },
    { w: 110, h: d.heads[3], align: 'right' },
    { w: 110, h: d.heads[4], align: 'right' },
  ];
  const rows = d.rows.slice();
  while (rows.length < 16) rows.push(['', '', '', '', '']);
  rows.push({ cells: [d.gross[0], '', '', d.gross[1], ''], bold: true, fill: '#f0f0f0' });
  rows.push({ cells: [d.ded[0], '', '', '', d.ded[1]], bold: true, fill: '#f0f0f0' });
  const tb = L.table(doc, M + 8, ty, tcols, rows, { grid: 'frame', rowH: 15, size: 8.3, headFill: '#dddddd', headLine: true });
  // vertical rules already; horizontal line under each total row
  L.line(doc, M + 8, tb.y - 30, M + 8 + tw, tb.y - 30, { lw: 0.8 });
  L.line(doc, M + 8, tb.y - 15, M + 8 + tw, tb.y - 15, { lw: 0.5 });
  // cumul grid
  let y = tb.y + 10;
  const all = d.summary.concat(d.ytd);
  const cw = tw / all.length;
  all.forEach((p, i) => {
    L.rect(doc, M + 8 + i * cw, y, cw, 16, { fill: '#eeeeee', stroke: '#000', lw: 0.5 });
    L.rect(doc, M + 8 + i * cw, y + 16, cw, 18, { lw: 0.5 });
    L.t(doc, p[0], M + 8 + i * cw, y + 5, { font: 'NR', size: 6.8, width: cw, align: 'center', wrap: false });
    L.t(doc, p[1], M + 8 + i * cw, y + 21, { font: 'S', size: 7.8, width: cw, align: 'center', wrap: false });
  });
  y += 44;
  // leave + net
  d.leave.forEach((p, i) => L.t(doc, `${p[0]} : ${p[1]}`, M + 14, y + 4 + i * 12, { font: 'S', size: 8 }));
  L.rect(doc, M + W - 250, y, 242, 34, { lw: 1.4 });
  L.rect(doc, M + W - 247, y + 3, 236, 28, { lw: 0.5 });
  L.t(doc, d.net[0], M + W - 240, y + 12, { font: 'SB', size: 10 });
  L.t(doc, d.net[1], M + W - 250, y + 11, { font: 'SB', size: 12, width: 232, align: 'right', wrap: false });
  y += 48;
  L.t(doc, d.payment, M + 14, y, { font: 'S', size: 8 });
  L.t(doc, 'Signature et cachet', M + W - 180, y + 18, { font: 'S', size: 8, color: '#444' });
  L.stampRect(doc, M + W - 210, y + 32, [e.name.toUpperCase(), e.addr[1], 'ICE ' + e.ice], { size: 6, angle: -3 });
  L.t(doc, d.footer, M + 8, PH - 78, { font: 'SI', size: 7, color: '#444', width: W - 16, align: 'center', wrap: false });
  d.footer_ids.forEach((ln, i) => L.t(doc, ln, M, PH - 66 + i * 9, { font: 'S', size: 6.4, color: '#555', width: W, align: 'center', wrap: false }));
  L.t(doc, d.generated, M, PH - 34, { font: 'S', size: 6, color: '#777', width: W - 10, align: 'right', wrap: false });
}

function P3(doc, d, seed) {
  const e = d.emp;
  const M = 44;
  const W = PW - 2 * M;
  L.rect(doc, 0, 0, PW, 8, { fill: e.c2 });
  L.logo(doc, e.logo, M, 30, 30, e.c1, e.c2);
  L.t(doc, e.brand, M + 38, 30, { font: 'SB', size: 14, color: e.c1, cs: 1.5 });
  L.t(doc, e.name, M + 38, 48, { font: 'S', size: 8.5, color: '#333' });
  L.t(doc, d.title, M, 28, { font: 'SB', size: 22, color: '#111', width: W, align: 'right', wrap: false, cs: 2 });
  L.t(doc, d.period, M, 56, { font: 'S', size: 9, color: '#333', width: W, align: 'right', wrap: false });
  L.t(doc, d.period_dates + '  |  ' + d.pay_date, M, 69, { font: 'S', size: 8, color: '#666', width: W, align: 'right', wrap: false });
  let y = 96;
  L.line(doc, M, y, M + W, y, { lw: 0.8, color: e.c1 });
  L.t(doc, 'EMPLOYEE', M, y + 8, { font: 'SB', size: 8, color: e.c1 });
  L.t(doc, d.ee_name, M, y + 20, { font: 'SB', size: 12 });
  kvColumn(doc, d.ee, M, y + 38, 100, 150, { size: 8 });
  L.t(doc, 'EMPLOYER', M + 290, y + 8, { font: 'SB', size: 8, color: e.c1 });
  L.t(doc, e.name, M + 290, y + 20, { font: 'SB', size: 9 });
  e.addr.forEach((ln, i) => L.t(doc, ln, M + 290, y + 33 + i * 10, { font: 'S', size: 8, color: '#333' }));
  kvColumn(doc, d.er, M + 290, y + 58, 95, 120, { size: 8 });
  y += 138;
  const earn = d.rows.filter((r) => r[3]).map((r) => [r[0], r[1], r[2], r[3]]);
  const ded = d.rows.filter((r) => r[4]).map((r) => [r[0], r[1], r[2], r[4]]);
  const half = (W - 14) / 2;
  const c1 = [
    { w: half - 150, h: 'Earnings' },
    { w: 55, h: d.heads[1], align: 'right' },
    { w: 35, h: d.heads[2], align: 'right' },
    { w: 60, h: 'Amount', align: 'right' },
  ];
  const opts = { rowH: 16, size: 7.8, headFill: e.c1, headColor: '#fff', grid: 'h', lineColor: '#ddd', pad: 3 };
  const n = Math.max(earn.length, ded.length);
  while (earn.length < n) earn.push(['', '', '', '']);
  while (ded.length < n) ded.push(['', '', '', '']);
  const a = L.table(doc, M, y, c1, earn, opts);
  const c2 = c1.map((c, i) => (i === 0 ? Object.assign({}, c, { h: 'Deductions' }) : c));
  L.table(doc, M + half + 14, y, c2, ded, opts);
  y = a.y + 4;
  L.rect(doc, M, y, half, 20, { fill: '#f1f1f1' });
  L.t(doc, d.gross[0], M + 6, y + 6, { font: 'SB', size: 9 });
  L.t(doc, d.gross[1], M, y + 6, { font: 'SB', size: 9, width: half - 6, align: 'right', wrap: false });
  L.rect(doc, M + half + 14, y, half, 20, { fill: '#f1f1f1' });
  L.t(doc, d.ded[0], M + half + 20, y + 6, { font: 'SB', size: 9 });
  L.t(doc, d.ded[1], M + half + 14, y + 6, { font: 'SB', size: 9, width: half - 6, align: 'right', wrap: false });
  y += 32;
  L.rect(doc, M, y, W, 30, { fill: e.c1 });
  L.t(doc, d.net[0], M + 12, y + 9, { font: 'SB', size: 12, color: '#fff', cs: 1 });
  L.t(doc, d.net[1], M, y + 8, { font: 'SB', size: 13, color: '#fff', width: W - 12, align: 'right', wrap: false });
  y += 46;
  L.t(doc, 'Year to date', M, y, { font: 'SB', size: 9, color: e.c1 });
  L.table(doc, M, y + 14, d.ytd.map((p) => ({ w: W / 4, h: p[0], align: 'right' })), [d.ytd.map((p) => p[1])], {
    rowH: 16,
    size: 8,
    grid: 'h',
    lineColor: '#ccc',
    hfont: 'S',
    headColor: '#555',
  });
  y += 56;
  L.t(doc, 'Tax details', M, y, { font: 'SB', size: 9, color: e.c1 });
  kvColumn(doc, d.summary, M, y + 14, 130, 100, { size: 8 });
  kvColumn(doc, d.leave, M + 290, y + 14, 90, 100, { size: 8 });
  y += 80;
  L.t(doc, d.payment, M, y, { font: 'S', size: 8, color: '#333' });
  L.t(doc, d.footer, M, PH - 60, { font: 'SI', size: 7, color: '#777', width: W, align: 'center', wrap: false });
  d.footer_ids.forEach((ln, i) => L.t(doc, ln, M, PH - 46 + i * 9, { font: 'S', size: 6.4, color: '#888', width: W, align: 'center', wrap: false }));
  L.t(doc, 'Page 1 of 1', M, PH - 22, { font: 'S', size: 7, color: '#999', width: W, align: 'right', wrap: false });
}

function P4(doc, d, seed, pageNo, nPages) {
  const e = d.emp;
  const M = 48;
  const W = PW - 2 * M;
  L.t(doc, e.name, M, 34, { font: 'DB', size: 12, width: W, align: 'center', wrap: false });
  L.t(doc, e.addr.join(' - ') + ' - Tél : ' + e.phone, M, 50, { font: 'D', size: 7.8, width: W, align: 'center', wrap: false, color: '#333' });
  L.t(doc, d.er.map((p) => `${p[0]} : ${p[1]}`).join('   -   '), M, 61, { font: 'D', size: 7.8, width: W, align: 'center', wrap: false, color: '#333' });
  L.line(doc, M, 76, M + W, 76, { lw: 0.5 });
  L.t(doc, d.title, M, 86, { font: 'DB', size: 14, width: W, align: 'center', wrap: false, cs: 1 });
  L.ar(doc, d.title_ar, M + W, 104, { font: 'ARB', size: 11, align: 'center', width: W });
  L.t(doc, d.period + '  (' + d.period_dates + ')', M, 124, { font: 'D', size: 9, width: W, align: 'center', wrap: false });
  let y = 146;
  d.ee.forEach((r) => {
    L.leader(doc, r[0], r[1], M, y, W - 110, { font: 'D', vfont: 'DB', size: 8.6, vx: 130, trail: true });
    if (r[2]) L.ar(doc, r[2], M + W, y + 1, { font: 'AR', size: 8.5, color: '#333' });
    y += 15;
  });
  y += 8;
  const cols = [
    { w: W - 330, h: d.heads[0] },
    { w: 80, h: d.heads[1], align: 'right' },
    { w: 60, h: d.heads[2], align: 'right' },
    { w: 95, h: d.heads[3], align: 'right' },
    { w: 95, h: d.heads[4], align: 'right' },
  ];
  L.line(doc, M, y, M + W, y, { lw: 1 });
  const t = L.table(doc, M, y, cols, d.rows, { rowH: 15, size: 8.3, font: 'DC', bfont: 'DCB', headLine: true, grid: 'dots', pad: 2 });
  y = t.y;
  L.line(doc, M, y + 1, M + W, y + 1, { lw: 1 });
  y += 10;
  L.leader(doc, d.gross[0], d.gross[1], M + 220, y, W - 220, { font: 'D', vfont: 'DB', size: 9, vx: 130 });
  y += 15;
  L.leader(doc, d.ded[0], d.ded[1], M + 220, y, W - 220, { font: 'D', vfont: 'DB', size: 9, vx: 130 });
  y += 20;
  L.rect(doc, M + 210, y - 5, W - 210, 24, { lw: 1.2 });
  L.t(doc, d.net[0], M + 220, y + 2, { font: 'DB', size: 10.5 });
  L.t(doc, d.net[1], M + 210, y + 1.5, { font: 'DB', size: 11, width: W - 220, align: 'right', wrap: false });
  y += 34;
  const sm = d.summary.concat(d.ytd.slice(0, 2)).map((p) => `${p[0]} : ${p[1]}`);
  L.t(doc, sm.slice(0, 3).join('    '), M, y, { font: 'D', size: 7.5, color: '#333' });
  L.t(doc, sm.slice(3).join('    '), M, y + 11, { font: 'D', size: 7.5, color: '#333' });
  L.t(doc, d.leave.map((p) => `${p[0]} : ${p[1]}`).join('    '), M, y + 22, { font: 'D', size: 7.5, color: '#333' });
  y += 42;
  L.t(doc, d.pay_date + '  -  ' + d.payment, M, y, { font: 'D', size: 7.8 });
  y += 24;
  L.rect(doc, M, y, 200, 70, { lw: 0.5, dash: [2, 2] });
  L.t(doc, "Signature de l'employé(e)", M + 6, y + 5, { font: 'D', size: 7.5, color: '#444' });
  L.rect(doc, M + W - 200, y, 200, 70, { lw: 0.5, dash: [2, 2] });
  L.t(doc, "Cachet et signature de l'employeur", M + W - 194, y + 5, { font: 'D', size: 7.5, color: '#444' });
  L.stampRound(doc, M + W - 100, y + 42, 25, e.name + ' * ' + e.city + ' *', [e.brand.slice(0, 14)], { angle: 8, color: '#5b2a86' });
  L.signature(doc, M + W - 150, y + 22, 80, seed + pageNo, { color: '#1a237e' });
  L.t(doc, d.footer, M, PH - 52, { font: 'D', size: 6.8, color: '#555', width: W, align: 'center', wrap: false });
  L.t(doc, d.footer_ids[0], M, PH - 42, { font: 'D', size: 6.2, color: '#777', width: W, align: 'center', wrap: false });
  L.t(doc, `Page ${pageNo}/${nPages}`, M, PH - 28, { font: 'D', size: 7, color: '#555', width: W, align: 'right', wrap: false });
}

function drawPayslip(doc, d, seed, pageNo, nPages) {
  ({ P1, P2, P3, P4 })[d.layout](doc, d, seed, pageNo, nPages);
}

module.exports = { drawPayslip };

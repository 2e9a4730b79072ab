'use strict';
// CNIE front/back (two generations) and the passport data page. Sizes in points.
const L = require('./lib');

const CW = 242.65; // 85.6 mm
const CH = 153.07; // 54 mm
const PPW = 354.33; // 125 mm
const PPH = 249.45; // 88 mm

function mrzLines(doc, lines, x, y, w, size, lh) {
  lines.forEach((ln, i) => {
    doc.font('DMB').fontSize(size);
    const natural = doc.widthOfString(ln);
    const cs = (w - natural) / (ln.length - 1);
    L.t(doc, ln, x, y + i * lh, { font: 'DMB', size, cs, color: '#111' });
  });
}

function bg(doc, w, h, c1, c2, seed) {
  const g = doc.linearGradient(0, 0, w, h);
  g.stop(0, c1).stop(1, c2);
  doc.rect(0, 0, w, h).fill(g);
  L.guilloche(doc, 0, 0, w, h, '#8aa58a', seed, { n: 26, lw: 0.2, opacity: 0.35 });
  L.guilloche(doc, 0, 0, w, h, '#c9875c', seed + 'b', { n: 14, lw: 0.2, opacity: 0.3 });
}

function frontNew(doc, d) {
  bg(doc, CW, CH, '#f6eadf', '#e3eedc', d.seed);
  L.emblem(doc, CW / 2, 13, 8, '#9a7b2c');
  L.t(doc, 'ROYAUME DU MAROC', 8, 6, { font: 'SB', size: 6.2, color: '#7a1d1d' });
  L.ar(doc, 'المملكة المغربية', CW - 8, 6, { font: 'ARB', size: 6.5, color: '#7a1d1d' });
  L.t(doc, "CARTE NATIONALE D'IDENTITE", 8, 15, { font: 'SB', size: 5.6, color: '#333' });
  L.ar(doc, 'البطاقة الوطنية للتعريف', CW - 8, 16, { font: 'AR', size: 6, color: '#333' });
  const scarf = d.female && (d.seed.endsWith('4') || d.seed.endsWith('8'));
  L.portrait(doc, 8, 30, 58, 74, d.seed, { female: d.female, scarf });
  L.rect(doc, 8, 30, 58, 74, { stroke: '#777', lw: 0.3 });
  const x = 72;
  const lab = { font: 'S', size: 4.3, color: '#555' };
  const val = { font: 'SB', size: 7.4, color: '#111' };
  L.t(doc, 'Prénom', x, 29, lab);
  L.t(doc, d.given, x, 34, val);
  L.ar(doc, d.ar_given, CW - 8, 35, { font: 'ARB', size: 7.2 });
  L.t(doc, 'Nom', x, 46, lab);
  L.t(doc, d.family, x, 51, val);
  L.ar(doc, d.ar_family, CW - 8, 52, { font: 'ARB', size: 7.2 });
  L.t(doc, 'Né(e) le', x, 64, lab);
  L.t(doc, d.dob, x, 69, val);
  L.ar(doc, 'تاريخ الازدياد', CW - 8, 66, { font: 'AR', size: 4.8, color: '#555' });
  L.t(doc, 'à', x, 81, lab);
  L.t(doc, d.born, x, 86, val);
  L.ar(doc, d.born_ar, CW - 8, 88, { font: 'ARB', size: 6.5 });
  L.t(doc, "Valable jusqu'au", x, 98, lab);
  L.t(doc, d.expiry, x, 103, val);
  L.ar(doc, 'صالحة إلى غاية', CW - 8, 100, { font: 'AR', size: 4.8, color: '#555' });
  L.portrait(doc, CW - 38, 108, 24, 30, d.seed, { female: d.female, scarf, bg: '#eadccf' });
  doc.save();
  doc.rect(CW - 38, 108, 24, 30).fillColor('#ffffff', 0.45).fill();
  doc.restore();
  L.t(doc, d.cin, 8, 112, { font: 'SB', size: 11.5, color: '#8b1a1a', cs: 0.4 });
  L.t(doc, 'CAN ' + d.can, 8, 134, { font: 'S', size: 5.2, color: '#333' });
  L.signature(doc, 92, 114, 50, d.seed + 'holder', { color: '#222', lw: 0.5, h: 16 });
}

function frontOld(doc, d) {
  bg(doc, CW, CH, '#e4eef6', '#eef3e6', d.seed + 'old');
  L.t(doc, 'ROYAUME DU MAROC', 0, 6, { font: 'SB', size: 6.5, color: '#0d3c61', width: CW, align: 'center', wrap: false });
  L.ar(doc, 'المملكة المغربية', CW, 13, { font: 'ARB', size: 6.5, color: '#0d3c61', align: 'center', width: CW });
  L.t(doc, "CARTE NATIONALE D'IDENTITE", 0, 26, { font: 'SB', size: 6, color: '#333', width: CW, align: 'center', wrap: false });
  L.t(doc, 'N° ' + d.cin, CW - 82, 38, { font: 'SB', size: 9, color: '#b71c1c' });
  L.portrait(doc, CW - 70, 52, 58, 72, d.seed, { female: d.female });
  const x = 10;
  const lab = { font: 'S', size: 5, color: '#444' };
  const val = { font: 'SB', size: 7.2, color: '#000' };
  L.t(doc, 'Nom :', x, 40, lab);
  L.t(doc, d.family, x + 26, 39, val);
  L.ar(doc, d.ar_family, CW - 86, 49, { font: 'ARB', size: 6.5 });
  L.t(doc, 'Prénom :', x, 59, lab);
  L.t(doc, d.given, x + 26, 58, val);
  L.ar(doc, d.ar_given, CW - 86, 68, { font: 'ARB', size: 6.5 });
  L.t(doc, 'Né le :', x, 80, lab);
  L.t(doc, d.dob, x + 26, 79, val);
  L.t(doc, 'à :', x, 94, lab);
  L.t(doc, d.born, x + 26, 93, val);
  L.ar(doc, d.born_ar, CW - 86, 101, { font: 'AR', size: 6 });
  L.t(doc, "Valable jusqu'au :", x, 112, lab);
  L.t(doc, d.expiry, x + 50, 111, val);
  L.signature(doc, x + 8, 125, 50, d.seed + 'holder', { color: '#222', lw: 0.5, h: 14 });
  L.emblem(doc, 22, 16, 9, '#0d3c61');
}

function backNew(doc, d) {
  bg(doc, CW, CH, '#eef0e2', '#f4e7dd', d.seed + 'back');
  const lab = { font: 'S', size: 4.5, color: '#555' };
  const val = { font: 'SB', size: 6.6, color: '#111' };
  L.t(doc, d.fils, 8, 7, lab);
  L.t(doc, d.father, 8, 13, val);
  L.ar(doc, d.ar_father, CW - 8, 13, { font: 'ARB', size: 6.4 });
  L.t(doc, 'et de', 8, 24, lab);
  L.t(doc, d.mother, 8, 30, val);
  L.ar(doc, d.ar_mother, CW - 8, 30, { font: 'ARB', size: 6.4 });
  L.t(doc, 'Adresse', 8, 42, lab);
  L.t(doc, d.address[0], 8, 48, val);
  L.t(doc, d.address[1], 8, 56.5, val);
  L.ar(doc, 'العنوان', CW - 8, 43, { font: 'AR', size: 4.8, color: '#555' });
  L.t(doc, 'N° état civil', 8, 69, lab);
  L.t(doc, d.civil, 8, 75, val);
  L.t(doc, 'Sexe', 100, 69, lab);
  L.t(doc, d.sex, 100, 75, val);
  L.barcode(doc, 150, 66, 84, 16, d.seed + 'bc', { color: '#333' });
  L.rect(doc, 0, 98, CW, CH - 98, { fill: '#ffffff', opacity: 0.75 });
  mrzLines(doc, d.mrz, 8, 104, CW - 16, 9.6, 15.5);
}

function backOld(doc, d) {
  bg(doc, CW, CH, '#e8f0f5', '#f0f0e6', d.seed + 'backold');
  const lab = { font: 'S', size: 5, color: '#444' };
  const val = { font: 'SB', size: 6.6, color: '#000' };
  L.t(doc, d.fils + ' :', 8, 8, lab);
  L.t(doc, d.father, 40, 7.5, val);
  L.ar(doc, d.ar_father, CW - 8, 9, { font: 'AR', size: 6.3 });
  L.t(doc, 'et de :', 8, 20, lab);
  L.t(doc, d.mother, 40, 19.5, val);
  L.ar(doc, d.ar_mother, CW - 8, 21, { font: 'AR', size: 6.3 });
  L.t(doc, 'Adresse :', 8, 34, lab);
  L.t(doc, d.address[0], 40, 33.5, val);
  L.t(doc, d.address[1], 40, 42, val);
  L.t(doc, 'Etat civil :', 8, 56, lab);
  L.t(doc, d.civil, 40, 55.5, val);
  L.t(doc, 'Sexe :', 120, 56, lab);
  L.t(doc, d.sex, 142, 55.5, val);
  L.t(doc, 'Délivrée le :', 8, 70, lab);
  L.t(doc, d.issue, 40, 69.5, val);
  L.t(doc, 'Le Directeur Général de la Sûreté Nationale', 120, 70, { font: 'S', size: 4.3, color: '#333' });
  L.signature(doc, 150, 76, 44, d.seed + 'dgsn', { color: '#1a237e', lw: 0.5, h: 12 });
  L.rect(doc, 0, 98, CW, CH - 98, { fill: '#ffffff', opacity: 0.6 });
  mrzLines(doc, d.mrz, 8, 104, CW - 16, 9.6, 15.5);
}

function passportPage(doc, d) {
  const g = doc.linearGradient(0, 0, PPW, PPH);
  g.stop(0, '#f3ece4').stop(1, '#e6eef0');
  doc.rect(0, 0, PPW, PPH).fill(g);
  L.guilloche(doc, 0, 0, PPW, PPH, '#b08a6a', d.seed + 'pp', { n: 30, lw: 0.2, opacity: 0.3 });
  L.t(doc, 'ROYAUME DU MAROC  -  KINGDOM OF MOROCCO', 10, 8, { font: 'SB', size: 7, color: '#6d1b1b' });
  L.ar(doc, 'المملكة المغربية', PPW - 10, 9, { font: 'ARB', size: 7.5, color: '#6d1b1b' });
  L.t(doc, 'PASSEPORT / PASSPORT', 10, 19, { font: 'S', size: 6.5, color: '#333' });
  L.ar(doc, 'جواز السفر', PPW - 10, 21, { font: 'AR', size: 7 });
  L.portrait(doc, 10, 36, 84, 106, d.seed, { female: d.female });
  const lab = { font: 'S', size: 4.6, color: '#555' };
  const val = { font: 'SB', size: 7.6, color: '#111' };
  const x = 104;
  const field = (l, v, xx, yy) => {
    L.t(doc, l, xx, yy, lab);
    L.t(doc, v, xx, yy + 6, val);
  };
  field('Type', 'P', x, 32);
  field('Code du pays / Country code', 'MAR', x + 40, 32);
  field('N° du passeport / Passport No.', d.number, x + 150, 32);
  field('Nom / Surname', d.family, x, 52);
  L.ar(doc, d.ar_family, PPW - 10, 58, { font: 'ARB', size: 7 });
  field('Prénoms / Given names', d.given, x, 72);
  L.ar(doc, d.ar_given, PPW - 10, 78, { font: 'ARB', size: 7 });
  field('Nationalité / Nationality', 'MAROCAINE', x, 92);
  field('Date de naissance / Date of birth', d.dob, x + 120, 92);
  field('Sexe / Sex', d.sex, x, 112);
  field('Lieu de naissance / Place of birth', d.born, x + 40, 112);
  field('Date de délivrance / Date of issue', d.issue, x, 132);
  field("Date d'expiration / Date of expiry", d.expiry, x + 120, 132);
  field('Autorité / Authority', d.authority, x, 152);
  if (d.cin) field("N° CIN / Personal No.", d.cin, x + 150, 152);
  L.signature(doc, 20, 150, 60, d.seed + 'pps', { color: '#222', lw: 0.5, h: 16 });
  L.rect(doc, 0, 182, PPW, PPH - 182, { fill: '#ffffff', opacity: 0.7 });
  mrzLines(doc, d.mrz, 10, 196, PPW - 20, 10.2, 20);
}

function drawCard(doc, kind, d) {
  if (kind === 'cin_front') (d.old ? frontOld : frontNew)(doc, d);
  else if (kind === 'cin_back') (d.old ? backOld : backNew)(doc, d);
  else passportPage(doc, d);
}

module.exports = { drawCard, CW, CH, PPW, PPH };

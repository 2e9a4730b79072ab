'use strict';
// Entry point: node draw.js jobs.json  -> draws every PDF listed in the jobs file.
const fs = require('fs');
const L = require('./lib');
const { renderPage } = require('./compose');
const { drawPayslip } = require('./payslip');
const { drawStatement, drawRib } = require('./bank');
const { drawCard, CW, CH, PPW, PPH } = require('./cards');

async function run(job) {
  let size = 'A4';
  if (job.kind === 'card') size = job.card === 'passport' ? [PPW, PPH] : [CW, CH];
  if (job.kind === 'rib' && job.data.layout === 'R2') size = [400, 760];
  const doc = L.newDoc(job.out, size, job.meta || {});
  switch (job.kind) {
    case 'page':
      job.pages.forEach((pg, i) => {
        if (i > 0) doc.addPage({ size: 'A4', margin: 0 });
        renderPage(doc, pg, job.seed || job.out);
      });
      break;
    case 'payslip':
      job.pages.forEach((pg, i) => {
        if (i > 0) doc.addPage({ size: 'A4', margin: 0 });
        drawPayslip(doc, pg, job.seed || job.out, i + 1, job.pages.length);
      });
      break;
    case 'statement':
      drawStatement(doc, job.data);
      break;
    case 'rib':
      drawRib(doc, job.data);
      break;
    case 'card':
      drawCard(doc, job.card, job.data);
      break;
    default:
      throw new Error('unknown job kind ' + job.kind);
  }
  doc.end();
  await doc._done;
}

async function main() {
  const jobs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  for (const job of jobs) {
    try {
      await run(job);
    } catch (err) {
      console.error('failed: ' + job.out);
      throw err;
    }
  }
  console.log(`drew ${jobs.length} PDFs`);
}

main().catch((err) => {
  console.error(err && err.stack ? err.stack : err);
  process.exit(1);
});

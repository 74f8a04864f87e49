// Worker thread: extracts the text of a PDF with pdfjs-dist (an ES module, hence a plain .mjs file run by
// worker_threads, never by jest or tsc). Receives { id, data } messages (the PDF's bytes), answers { id, text } or { id, error }.
import { parentPort } from 'node:worker_threads';

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const MAX_CHARS = 2_000_000;

async function extract(data) {
  const doc = await getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages = [];
    let total = 0;
    for (let n = 1; n <= doc.numPages && total < MAX_CHARS; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' ')
        .trim();
      pages.push(text);
      total += text.length;
      page.cleanup();
    }
    return pages.join('\n\n').slice(0, MAX_CHARS);
  } finally {
    await doc.destroy();
  }
}

parentPort.on('message', async ({ id, data }) => {
  try {
    parentPort.postMessage({ id, text: await extract(data) });
  } catch (e) {
    parentPort.postMessage({ id, error: String(e && e.message ? e.message : e) });
  }
});

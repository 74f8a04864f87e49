// Writes src/directory/postal-places.tsv.gz from the `zipcodes` package (BSD): every US ZIP and Canadian
// FSA centroid with coordinates, one per line: code, country (US|CA), latitude, longitude, state, city.
//
//   node scripts/build-postal-places.js          # rewrite the file
//   node scripts/build-postal-places.js --check  # exit 1 when the file differs from what the package gives
//
// Why a file of our own instead of requiring `zipcodes` at run time: the package is one 5 MB
// JavaScript object literal, and parsing and compiling it grows the server's memory by ~80 MB (measured),
// most of which V8 never gives back; this table is ~0.6 MB gzipped and read once at start-up.
// src/directory/postal-places.spec.ts runs the check, so the file cannot drift from the package.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const FILE = path.resolve(__dirname, '..', 'src', 'directory', 'postal-places.tsv.gz');

/** The table's text: one line per usable record, sorted by code. */
function postalPlacesText() {
  const zipcodes = require('zipcodes');
  const lines = [];
  for (const rec of Object.values(zipcodes.codes)) {
    const country = rec.country === 'US' ? 'US' : rec.country === 'Canada' ? 'CA' : null;
    if (!country || !Number.isFinite(rec.latitude) || !Number.isFinite(rec.longitude) || (rec.latitude === 0 && rec.longitude === 0)) continue;
    const clean = (s) =>
      String(s ?? '')
        .replace(/[\t\r\n]+/g, ' ')
        .trim();
    lines.push([rec.zip, country, rec.latitude, rec.longitude, clean(rec.state), clean(rec.city)].join('\t'));
  }
  lines.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `${lines.join('\n')}\n`;
}

/** gzip without a timestamp or file name, so the same table always gives the same bytes. */
const compress = (text) => zlib.gzipSync(Buffer.from(text, 'utf8'), { level: 9 });

if (require.main === module) {
  const text = postalPlacesText();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(FILE) ? zlib.gunzipSync(fs.readFileSync(FILE)).toString('utf8') : '';
    if (current !== text) {
      console.error(`${path.relative(process.cwd(), FILE)} differs from the zipcodes package: run node scripts/build-postal-places.js`);
      process.exit(1);
    }
    console.log('postal places up to date');
  } else {
    fs.writeFileSync(FILE, compress(text));
    console.log(`wrote ${path.relative(process.cwd(), FILE)} (${text.split('\n').length - 1} places)`);
  }
}

module.exports = { postalPlacesText, FILE };

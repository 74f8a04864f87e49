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

/**
 * Words of Quebec and New Brunswick place names whose accented letters the package gives as U+FFFD (its source lost
 * them), with their spelling: `Sept-\uFFFDles` is Sept-Îles.
 */
const ACCENTED = new Map([
  ['Sainte-th\uFFFDr\uFFFDse-', 'Sainte-thérèse-'],
  ['Jonqui\uFFFDre', 'Jonquière'],
  ['Trois-rivi\uFFFDres', 'Trois-rivières'],
  ['C\uFFFDte-des-neiges', 'Côte-des-neiges'],
  ['Saint-l\uFFFDonard', 'Saint-léonard'],
  ['Saint-j\uFFFDr\uFFFDme', 'Saint-jérôme'],
  ['R\uFFFDgion', 'Région'],
  ['\uFFFDle', 'Île'],
  ['Val-b\uFFFDlair', 'Val-bélair'],
  ['T\uFFFDmiscamingue-', 'Témiscamingue-'],
  ['Sept-\uFFFDles', 'Sept-îles'],
  ['Rivi\uFFFDre-des-prairies', 'Rivière-des-prairies'],
  ['Notre-dame-de-gr\uFFFDce', 'Notre-dame-de-grâce'],
  ['L\uFFFDvis', 'Lévis'],
  ['C\uFFFDte-saint-luc', 'Côte-saint-luc'],
  ['Ch\uFFFDteauguay', 'Châteauguay'],
  ['\uFFFDmard', 'Émard'],
  ['\uFFFDles-laval', 'Îles-laval'],
  ['\uFFFDles-de-la-', 'Îles-de-la-'],
  ['saint-val\uFFFDre', 'saint-valère'],
  ['pr\uFFFDvost', 'prévost'],
  ['grande-vall\uFFFDe', 'grande-vallée'],
  ['ch\uFFFDn\uFFFDville', 'chénéville'],
  ['baie-trinit\uFFFD', 'baie-trinité'],
  ['Sainte-h\uFFFDl\uFFFDne', 'Sainte-hélène'],
  ['Sainte-genevi\uFFFDve', 'Sainte-geneviève'],
  ['Sainte-doroth\uFFFDe', 'Sainte-dorothée'],
  ['Sainte-ad\uFFFDle', 'Sainte-adèle'],
  ['Saint-\uFFFDmile', 'Saint-émile'],
  ['Saint-f\uFFFDlicien', 'Saint-félicien'],
  ['Saint-fran\uFFFDois', 'Saint-françois'],
  ['Rivi\uFFFDre-du-loup', 'Rivière-du-loup'],
  ['Qu\uFFFDbec-sud', 'Québec-sud'],
  ['Qu\uFFFDbec-ouest', 'Québec-ouest'],
  ['Qu\uFFFDbec-nord', 'Québec-nord'],
  ['Qu\uFFFDbec-est', 'Québec-est'],
  ['Pocati\uFFFDre', 'Pocatière'],
  ['M\uFFFDtabetchouan-', 'Métabetchouan-'],
  ['Mont\uFFFDr\uFFFDgie-nord', 'Montérégie-nord'],
  ['Mont\uFFFDr\uFFFDgie-est', 'Montérégie-est'],
  ['Mont\uFFFDr\uFFFDgie-', 'Montérégie-'],
  ['Laterri\uFFFDre', 'Laterrière'],
  ['Lanaudi\uFFFDre-sud', 'Lanaudière-sud'],
  ['Lanaudi\uFFFDre-nord', 'Lanaudière-nord'],
  ['Lam\uFFFDque', 'Lamèque'],
  ["L'\uFFFDpiphanie", "L'épiphanie"],
  ["L'\uFFFDle-dorval", "L'île-dorval"],
  ["L'\uFFFDle-des-soeurs", "L'île-des-soeurs"],
  ["L'\uFFFDle-bizard", "L'île-bizard"],
  ["L'\uFFFDle", "L'île"],
  ['H\uFFFDbertville', 'Hébertville'],
  ['H\uFFFDbert', 'Hébert'],
  ['Grand-m\uFFFDre', 'Grand-mère'],
  ['Gasp\uFFFDsie-sud', 'Gaspésie-sud'],
  ['Gasp\uFFFDsie-ouest', 'Gaspésie-ouest'],
  ['Gasp\uFFFDsie-nord', 'Gaspésie-nord'],
  ['Gasp\uFFFD', 'Gaspé'],
  ['C\uFFFDte-nord', 'Côte-nord'],
  ['Chaudi\uFFFDre-sud', 'Chaudière-sud'],
  ['Chaudi\uFFFDre-nord', 'Chaudière-nord'],
  ['Cap-pel\uFFFD', 'Cap-pelé'],
  ['A\uFFFDores', 'Açores'],
]);

/** A place name with its lost accents put back, word by word (an unknown damaged word is kept as it is). */
const repairAccents = (city) => (city.includes('\uFFFD') ? city.replace(/[^\s,()/]+/g, (word) => ACCENTED.get(word) ?? word) : city);

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
    lines.push([rec.zip, country, rec.latitude, rec.longitude, clean(rec.state), repairAccents(clean(rec.city))].join('\t'));
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

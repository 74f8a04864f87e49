// The message catalogs' check (the lint stage): every `*.en.json` under src/contract/i18n/messages has a `*.fr.json`
// twin with the same ids, and every message of both parses as ICU MessageFormat with the same arguments and the same
// rich-text tags (a language may format an argument its own way: a date where English prints the text it is given),
// and French text is spaced as French typography wants it (frenchSpacing). Prints each problem; exits 1 on any.
const fs = require('node:fs');
const path = require('node:path');

const { parse, TYPE } = require('@formatjs/icu-messageformat-parser');

const DIR = path.join(__dirname, '..', 'src', 'contract', 'i18n', 'messages');
const LOCALES = ['en', 'fr'];

// A select on `<name>Elides` is a language's grammar (French « d’ » before a vowel), given by the formatters for every
// text value (src/contract/i18n/elision.ts): one language may use it and the other not.
const ELIDES_SUFFIX = 'Elides';

const ARGUMENTS = new Set([TYPE.argument, TYPE.number, TYPE.date, TYPE.time, TYPE.select, TYPE.plural]);

/**
 * The arguments (`{name}`) and tags (`<name>`) a message uses (a plural's `#` belongs to its plural), and how each
 * plural, select and number is written (`{n, plural}`, `{p, number, ::skeleton}`): a translation chooses by the same
 * rules and formats numbers the same way.
 */
function placeholders(elements, out = new Set()) {
  for (const el of elements) {
    if (ARGUMENTS.has(el.type) && !(el.type === TYPE.select && el.value.endsWith(ELIDES_SUFFIX))) out.add(`{${el.value}}`);
    if (el.type === TYPE.plural) out.add(`{${el.value}, ${el.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}}`);
    if (el.type === TYPE.select && !el.value.endsWith(ELIDES_SUFFIX)) out.add(`{${el.value}, select}`);
    if (el.type === TYPE.number)
      out.add(
        `{${el.value}, number${el.style && typeof el.style === 'object' ? `, ::${el.style.tokens.map((t) => t.stem + t.options.map((o) => `/${o}`).join('')).join(' ')}` : el.style ? `, ${el.style}` : ''}}`,
      );
    if (el.type === TYPE.tag) out.add(`<${el.value}>`);
    if (el.type === TYPE.select || el.type === TYPE.plural) for (const option of Object.values(el.options)) placeholders(option.value, out);
    if (el.type === TYPE.tag) placeholders(el.children, out);
  }
  return out;
}

/** The literal text of a message (outside its arguments), piece by piece: in select and plural options and tags too. */
function literals(elements, out = []) {
  for (const el of elements) {
    if (el.type === TYPE.literal) out.push(el.value);
    if (el.type === TYPE.select || el.type === TYPE.plural) for (const option of Object.values(el.options)) literals(option.value, out);
    if (el.type === TYPE.tag) literals(el.children, out);
  }
  return out;
}

/**
 * French spacing, as the seeded French content has it (src/content/seed/french-canada.ts): a no-break space (or a
 * narrow one) before : ; ? ! and », after «, never a plain space that a line could break at ("https://" aside).
 */
const FRENCH_SPACING = [
  [/[^\s\u00a0\u202f]([;?!»]|:(?!\/\/))/, 'no no-break space before'],
  [/ [:;?!»]/, 'a plain space (not a no-break one) before'],
  [/«(?![\u00a0\u202f])/, 'no no-break space after'],
];
function frenchSpacing(elements) {
  const found = [];
  for (const text of literals(elements)) {
    for (const [re, problem] of FRENCH_SPACING) {
      const m = re.exec(text);
      if (m) found.push(`${problem} « ${m[0].trim().slice(-1)} » in "${text.slice(Math.max(0, m.index - 20), m.index + 3)}"`);
    }
  }
  return found;
}

/** A catalog file: a flat object of id → message text. */
function readCatalog(file, problems) {
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    problems.push(`${file}: not JSON (${e.message})`);
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    problems.push(`${file}: not an object of messages`);
    return null;
  }
  return data;
}

function checkCatalogs(dir = DIR) {
  const problems = [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
  const names = new Set(files.map((f) => f.replace(/\.[a-z]{2}\.json$/, '')));
  for (const f of files) if (!/\.[a-z]{2}\.json$/.test(f)) problems.push(`${f}: a catalog is named <name>.<locale>.json`);
  for (const name of names) {
    const catalogs = {};
    for (const locale of LOCALES) {
      const file = path.join(dir, `${name}.${locale}.json`);
      if (!fs.existsSync(file)) problems.push(`${name}.${locale}.json is missing (every catalog exists in ${LOCALES.join(' and ')})`);
      else catalogs[locale] = readCatalog(file, problems);
    }
    const parsed = {};
    for (const [locale, catalog] of Object.entries(catalogs)) {
      if (!catalog) continue;
      parsed[locale] = {};
      for (const [id, message] of Object.entries(catalog)) {
        if (typeof message !== 'string') {
          problems.push(`${name}.${locale}.json: "${id}" is not a string`);
          continue;
        }
        if (!message.trim()) problems.push(`${name}.${locale}.json: "${id}" is empty`);
        try {
          const elements = parse(message);
          parsed[locale][id] = placeholders(elements);
          if (locale === 'fr') for (const p of frenchSpacing(elements)) problems.push(`${name}.fr.json: "${id}": ${p}`);
        } catch (e) {
          problems.push(`${name}.${locale}.json: "${id}" is not valid ICU MessageFormat (${e.message})`);
        }
      }
    }
    const [en, fr] = LOCALES.map((l) => catalogs[l]);
    if (!en || !fr) continue;
    for (const id of Object.keys(en)) if (!(id in fr)) problems.push(`${name}.fr.json: "${id}" is missing (it is in ${name}.en.json)`);
    for (const id of Object.keys(fr)) if (!(id in en)) problems.push(`${name}.en.json: "${id}" is missing (it is in ${name}.fr.json)`);
    for (const id of Object.keys(en)) {
      const a = parsed.en?.[id];
      const b = parsed.fr?.[id];
      if (!a || !b) continue;
      const only = (x, y) => [...x].filter((p) => !y.has(p));
      const missing = only(a, b);
      const extra = only(b, a);
      if (missing.length || extra.length) {
        problems.push(`${name}: "${id}" has other placeholders in French${missing.length ? `, without ${missing.join(', ')}` : ''}${extra.length ? `, with ${extra.join(', ')}` : ''}`);
      }
    }
  }
  return { problems, catalogs: names.size };
}

module.exports = { checkCatalogs };

if (require.main === module) {
  const { problems, catalogs } = checkCatalogs(process.argv[2] ? path.resolve(process.argv[2]) : DIR);
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`check-catalogs: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(`check-catalogs: ${catalogs} catalogs in ${LOCALES.join(' and ')}, same ids and placeholders, valid ICU, French spacing`);
}

import * as fs from 'node:fs';
import * as path from 'node:path';

import Papa from 'papaparse';

import { unescapeCsvFormula } from './csv';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.(spec|test)\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The text of the call starting at `open` (the index of its opening parenthesis), to the matching one. */
function callText(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

describe('CSV exports', () => {
  it('every Papa.unparse in the code escapes formulae (names, notes and addresses come from the public)', () => {
    const root = path.resolve(__dirname, '..', '..');
    const unescaped: string[] = [];
    let calls = 0;
    for (const file of [...sources(path.join(root, 'src')), ...sources(path.join(root, 'client', 'src'))]) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bunparse\s*\(/g)) {
        calls++;
        if (!/escapeFormulae:\s*true/.test(callText(text, m.index + m[0].length - 1))) unescaped.push(path.relative(root, file));
      }
    }
    expect(calls).toBeGreaterThan(0);
    expect(unescaped).toEqual([]);
  });

  it('an import of an export gets the original value back', () => {
    const values = ['=HYPERLINK("http://evil.example","x")', '+1', '-2', '@SUM(A1)', 'plain', "'quoted", "it's"];
    const csv = Papa.unparse({ fields: ['v'], data: values.map((v) => [v]) }, { escapeFormulae: true });
    expect(csv).not.toMatch(/^=|\n=|,=/);
    const back = Papa.parse<{ v: string }>(csv, { header: true, transform: (v) => unescapeCsvFormula(v) }).data.map((r) => r.v);
    expect(back).toEqual(values);
  });
});

/**
 * Writes a small, valid one-page PDF (Helvetica text, correct xref offsets) for the demo
 * labels, SDS and statements, so the seed needs no PDF library.
 */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Space above the line, in points. */
  gap?: number;
}

const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/** Breaks long text into lines of at most `width` characters. */
export function wrap(text: string, width = 90): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

export function simplePdf(title: string, lines: PdfLine[]): Buffer {
  let y = 720;
  const ops: string[] = ['0 0.341 0.247 rg', '0 752 612 40 re f', '1 1 1 rg', `BT /F2 16 Tf 54 766 Td (${escape(title)}) Tj ET`, '0 0 0 rg'];
  for (const l of lines) {
    const size = l.size ?? 11;
    y -= (l.gap ?? 4) + size;
    ops.push(`BT /${l.bold ? 'F2' : 'F1'} ${size} Tf 54 ${y} Td (${escape(l.text)}) Tj ET`);
  }
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${escape(title)}) /Producer (Document library seed) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

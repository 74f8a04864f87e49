import { Parser } from 'htmlparser2';

/**
 * Rewrites an uploaded SVG keeping only drawing elements and attributes: no scripts, no event
 * handlers, no foreignObject/iframe/embed, no links out of the file (only #fragment and data:image
 * references), no DOCTYPE (entity tricks) and no CSS that fetches (@import, external url()).
 * An allowlist, so an element we do not know is dropped with its content.
 */
const ALLOWED = new Set(
  [
    'svg',
    'g',
    'defs',
    'symbol',
    'use',
    'title',
    'desc',
    'metadata',
    'style',
    'switch',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'linearGradient',
    'radialGradient',
    'stop',
    'pattern',
    'clipPath',
    'mask',
    'marker',
    'image',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feConvolveMatrix',
    'feDiffuseLighting',
    'feDisplacementMap',
    'feDistantLight',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feImage',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'fePointLight',
    'feSpecularLighting',
    'feSpotLight',
    'feTile',
    'feTurbulence',
  ].map((n) => n.toLowerCase()),
);
/** Elements whose tag is dropped but whose children are kept. */
const UNWRAP = new Set(['a']);

const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;

function escapeAttr(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function escapeText(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** CSS with no way to fetch or run anything: drop @import and url() that is not a #fragment. */
export function cleanCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)(?!#)[^)]*\1\s*\)/gi, 'none')
    .replace(/expression\s*\(/gi, '(')
    .replace(/javascript\s*:/gi, '');
}

function safeAttr(element: string, name: string, value: string): string | null {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return null;
  // Only the SVG, XLink and XML namespaces; anything else could smuggle in foreign content.
  if (lower.includes(':') && !/^(xlink|xml|xmlns):/.test(lower)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what browsers ignore inside a URL scheme
  const squashed = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  if (squashed.includes('javascript:') || squashed.includes('vbscript:') || squashed.startsWith('data:text') || squashed.startsWith('data:application')) return null;
  if (lower === 'href' || lower === 'xlink:href' || lower === 'src') {
    const v = value.trim();
    if (v.startsWith('#')) return value;
    if (element === 'image' || element === 'feimage') return SAFE_DATA_IMAGE.test(v) ? value : null;
    return null;
  }
  if (lower === 'style') return cleanCss(value);
  // Presentation attributes may carry url(...): keep fragment references only.
  if (/url\(/i.test(value)) return /^\s*url\(\s*['"]?#[^)]*\)\s*$/i.test(value) ? value : null;
  return value;
}

export function sanitizeSvg(input: string): string {
  let out = '';
  // Depth inside a dropped element: its whole subtree goes.
  let dropDepth = 0;
  let inStyle = false;
  const stack: ('keep' | 'drop' | 'unwrap')[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const lower = name.toLowerCase();
        if (dropDepth > 0 || (!ALLOWED.has(lower) && !UNWRAP.has(lower))) {
          dropDepth++;
          stack.push('drop');
          return;
        }
        if (UNWRAP.has(lower)) {
          stack.push('unwrap');
          return;
        }
        stack.push('keep');
        out += `<${name}`;
        for (const [k, v] of Object.entries(attribs)) {
          const safe = safeAttr(lower, k, v);
          if (safe !== null) out += ` ${k}="${escapeAttr(safe)}"`;
        }
        out += '>';
        if (lower === 'style') inStyle = true;
      },
      ontext(text) {
        if (dropDepth > 0) return;
        out += escapeText(inStyle ? cleanCss(text) : text);
      },
      onclosetag(name) {
        const what = stack.pop();
        if (what === 'drop') {
          dropDepth--;
          return;
        }
        if (what === 'unwrap') return;
        if (name.toLowerCase() === 'style') inStyle = false;
        out += `</${name}>`;
      },
      // Comments, processing instructions, DOCTYPE and CDATA markers are dropped; CDATA text arrives through ontext.
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true, recognizeCDATA: true },
  );
  parser.write(input);
  parser.end();
  return `<?xml version="1.0" encoding="UTF-8"?>\n${out}`;
}

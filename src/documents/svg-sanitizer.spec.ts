import { cleanCss, sanitizeSvg } from './svg-sanitizer';

describe('SVG sanitizer', () => {
  it('keeps drawing elements and attributes, including case-sensitive ones', () => {
    const out = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><linearGradient id="g"><stop offset="0" stop-color="#00573f"/></linearGradient><rect width="10" height="10" fill="url(#g)"/></svg>',
    );
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain('<linearGradient id="g">');
    expect(out).toContain('fill="url(#g)"');
  });

  it('removes scripts, event handlers, foreignObject, javascript: links and external references', () => {
    const out = sanitizeSvg(
      '<!DOCTYPE svg [<!ENTITY x "boom">]><svg onload="alert(1)" xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><SCRIPT>alert(2)</SCRIPT>' +
        '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject><a href="javascript:alert(3)"><circle r="1"/></a>' +
        '<use href="https://evil.example/x.svg#a"/><use xlink:href="#local"/><image href="https://evil.example/t.png"/><image href="data:image/png;base64,AAAA"/>' +
        '<rect ONCLICK="x()" style="fill:red;background:url(https://evil.example/t)"/><style>@import url(https://evil.example/a.css); rect{fill:url(#g)}</style>' +
        '<set attributeName="href" to="javascript:alert(4)"/><animate onbegin="x()"/></svg>',
    );
    expect(out).not.toMatch(/script|onload|onclick|onbegin|foreignObject|iframe|javascript|evil\.example|ENTITY|<set|<animate/i);
    expect(out).toContain('<circle r="1">');
    expect(out).toContain('xlink:href="#local"');
    expect(out).toContain('href="data:image/png;base64,AAAA"');
    expect(out).toContain('rect{fill:url(#g)}');
  });

  it('escapes text and decodes entity tricks before checking', () => {
    expect(sanitizeSvg('<svg><text>&lt;b&gt; &amp; more</text></svg>')).toContain('<text>&lt;b&gt; &amp; more</text>');
    expect(sanitizeSvg('<svg><a><rect fill="&#106;avascript:x"/></a></svg>')).not.toContain('fill=');
  });

  it('cleans CSS of imports and external urls', () => {
    expect(cleanCss('@import "x.css"; a{background:url( "http://x/y.png" )} b{fill:url(#ok)}')).toBe(' a{background:none} b{fill:url(#ok)}');
  });
});

import { Inject, Injectable } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { RuntimeConfig } from '../contract/runtime-config';
import { PageHead } from './page-head';
import { CLIENT_ASSETS_DIR, CLIENT_DIR } from './paths';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><!--head--></head><body><div id="root"></div><!--state--><p>The client has not been built yet: run <code>npm run build:client</code>.</p></body></html>`;

const escapeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The entry script tag html-webpack-plugin writes into index.html. */
const ENTRY_SCRIPT = /<script defer src="(\/assets\/main\.[0-9a-f]+\.js)"><\/script>/;

/**
 * The script of a server-rendered page, at the end of its body. It loads the entry once the page has
 * painted: the frame after the first (a setTimeout queued from requestAnimationFrame runs after that
 * frame's paint), or after 1 s in a tab that does not paint (hidden), whichever comes first.
 *
 * Clicks before hydration: a link clicked before the entry starts loading is simply followed, and the
 * entry is not loaded (the page is leaving). Once it is loading, clicks on buttons and same-tab links
 * are held in window.__heldClicks and clicked again when the page has hydrated
 * (client/src/lib/held-clicks.ts), so a menu opened early still opens, and the router's start-up
 * cannot cancel a navigation under way. Should the entry fail, or not hydrate within 5 s, held links
 * are followed and nothing more is held.
 */
const afterFirstPaint = (src: string) =>
  `<script>(function(){
var held=window.__heldClicks=[],root=document.getElementById('root'),state='idle';
function hydrated(){return root.dataset.hydrated==='1'}
document.addEventListener('click',function hold(e){
if(hydrated()||state==='off'){document.removeEventListener('click',hold,true);return}
if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;
var t=e.target&&e.target.closest&&e.target.closest('a[href],button,[role=button]');
if(!t||!root.contains(t))return;
if(t.tagName==='A'){if((t.target&&t.target!=='_self')||t.hasAttribute('download'))return;if(state!=='loading'){state='off';return}}
else if(state==='off')return;
e.preventDefault();e.stopPropagation();held.push(t)},true);
function giveUp(){if(hydrated()||state==='off')return;state='off';for(var i=held.length-1;i>=0;i--)if(held[i].tagName==='A'){location.href=held[i].href;break}held.length=0}
function load(){if(state!=='idle')return;state='loading';var s=document.createElement('script');s.src=${JSON.stringify(src)};s.onerror=giveUp;document.body.appendChild(s);setTimeout(giveUp,5000)}
requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})()</script>`.replace(/\n/g, '');

/** Fills the built index.html with a page's head and initial data. */
@Injectable()
export class HtmlShellService {
  private template: string | null = null;
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private load(): string {
    if (this.template && this.config.env === 'production') return this.template;
    const file = path.join(CLIENT_DIR, 'index.html');
    this.template = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : FALLBACK_HTML;
    return this.template;
  }

  private chunks: Map<string, string[]> | null = null;

  /** Hashed file names of the named chunks (e.g. site-home → site-home.1a2b3c.js and .css). */
  private chunkFiles(name: string): string[] {
    if (!this.chunks || this.config.env !== 'production') {
      this.chunks = new Map();
      const files = fs.existsSync(CLIENT_ASSETS_DIR) ? fs.readdirSync(CLIENT_ASSETS_DIR) : [];
      for (const f of files) {
        const m = /^([a-z0-9-]+)\.[0-9a-f]{6,}\.(js|css)$/.exec(f);
        if (m) this.chunks.set(m[1], [...(this.chunks.get(m[1]) ?? []), f]);
      }
    }
    return this.chunks.get(name) ?? [];
  }

  /**
   * The route chunks' styles, and their scripts as preloads. A server-rendered page paints without
   * its scripts: they load after the entry, so the first paint does not share the line with them.
   */
  private preloadTags(names: string[], scripts: boolean): string {
    return names
      .flatMap((n) => this.chunkFiles(n))
      .filter((f) => scripts || f.endsWith('.css'))
      .map((f) => (f.endsWith('.css') ? `<link rel="stylesheet" href="/assets/${f}">` : `<link rel="preload" as="script" href="/assets/${f}">`))
      .join('\n    ');
  }

  render(page: PageHead, runtimeConfig: RuntimeConfig): string {
    const state = `<script>window.__CONFIG__=${escapeJson(runtimeConfig)};window.__INITIAL_DATA__=${escapeJson(page.initialData ?? null)}</script>`;
    let head = page.preload?.length ? `${page.head}\n    ${this.preloadTags(page.preload, !page.body)}` : page.head;
    let html = this.load();
    if (page.body) {
      // A server-rendered page is whole without its script: it is fetched at once (preload, at low
      // priority so that it never delays the page's styles) but run after the first paint, so the page
      // shows while the script compiles and hydrates it.
      html = html.replace(ENTRY_SCRIPT, (_tag, src: string) => {
        head += `\n    <link rel="preload" as="script" href="${src}" fetchpriority="low">`;
        return afterFirstPaint(src);
      });
      html = html.replace('<div id="root"></div>', () => `<div id="root" data-ssr="1">${page.body}</div>`);
    }
    return html.replace('<!--head-->', () => head).replace('<!--state-->', () => state);
  }
}

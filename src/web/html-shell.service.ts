import { Inject, Injectable } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { RuntimeConfig } from '../contract/runtime-config';
import { BANNER_DISMISSED_CLASS, BANNER_DISMISSED_KEY } from '../contract/site';
import { PageHead } from './page-head';
import { CLIENT_ASSETS_DIR, CLIENT_DIR } from './paths';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><!--head--></head><body><div id="root"></div><!--state--><p>The client has not been built yet: run <code>npm run build:client</code>.</p></body></html>`;

const escapeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The script of a server-rendered page, at the end of its body, before the entry. A button does
 * nothing until React has hydrated it (its handler comes with the script; a button in a lazily loaded
 * section, such as the Canada banner's, even later than the rest), so a click on a button React does
 * not handle yet is held and made again once it does (React marks each element it has hydrated with
 * its props under a `__reactProps$…` key) and the page as a whole has hydrated (main.tsx sets
 * data-hydrated; the click waits 50 ms more for the first effects, such as the header closing its
 * menus on the first location): a menu opened or a banner dismissed early still works. A second click on a button whose click is held is dropped (it would undo the first). Links
 * are left alone: they work without the script. Clicks with a modifier key or another mouse button
 * keep their default. A held click is given up after 10 s.
 */
const HOLD_CLICKS =
  `<script>(function(){var root=document.getElementById('root');` +
  `function handled(el){return Object.keys(el).some(function(k){return k.indexOf('__reactProps$')===0})}` +
  `document.addEventListener('click',function(e){` +
  `if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;` +
  `var b=e.target&&e.target.closest&&e.target.closest('button,[role=button]');if(!b||!root.contains(b)||handled(b))return;` +
  `e.preventDefault();e.stopPropagation();if(b.__held)return;b.__held=1;var t0=Date.now();` +
  `(function again(){if(!b.isConnected){b.__held=0;return}` +
  `if(handled(b)&&root.dataset.hydrated==='1')setTimeout(function(){b.__held=0;b.click()},50);` +
  `else if(Date.now()-t0<10000)setTimeout(again,50);else b.__held=0})()},true)})()</script>`;

/** In the head of a page that shows the Canada banner: hides it before the first paint when dismissed. */
const BANNER_DISMISSED = `<script>try{if(localStorage.getItem(${JSON.stringify(BANNER_DISMISSED_KEY)})==='1')document.documentElement.classList.add(${JSON.stringify(BANNER_DISMISSED_CLASS)})}catch(e){}</script>`;

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
    if (page.body?.includes('class="brand-banner"')) head += `\n    ${BANNER_DISMISSED}`;
    const html = this.load()
      .replace('<!--head-->', () => head)
      .replace('<!--state-->', () => (page.body ? state + HOLD_CLICKS : state));
    return page.body ? html.replace('<div id="root"></div>', () => `<div id="root" data-ssr="1">${page.body}</div>`) : html;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { RuntimeConfig } from '../contract/runtime-config';
import { PageHead } from './page-head';
import { CLIENT_ASSETS_DIR, CLIENT_DIR } from './paths';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><!--head--></head><body><div id="root"></div><!--state--><p>The client has not been built yet: run <code>npm run build:client</code>.</p></body></html>`;

const escapeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The script of a server-rendered page, at the end of its body, before the entry. Until the page has
 * hydrated, its buttons do nothing (their handlers come with the entry), so clicks on them are held in
 * window.__heldClicks (a second click on the same button is not held twice: it would undo the first)
 * and clicked again once React handles them (client/src/lib/held-clicks.ts): a menu opened early
 * still opens. Links are left alone: they work without the script. Clicks with a modifier key or
 * another mouse button keep their default.
 */
const HOLD_CLICKS =
  `<script>(function(){var held=window.__heldClicks=[],root=document.getElementById('root');` +
  `document.addEventListener('click',function hold(e){if(root.dataset.hydrated==='1'){document.removeEventListener('click',hold,true);return}` +
  `if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;` +
  `var b=e.target&&e.target.closest&&e.target.closest('button,[role=button]');if(!b||!root.contains(b))return;` +
  `e.preventDefault();e.stopPropagation();if(held[held.length-1]!==b)held.push(b)},true)})()</script>`;

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
    const head = page.preload?.length ? `${page.head}\n    ${this.preloadTags(page.preload, !page.body)}` : page.head;
    const html = this.load()
      .replace('<!--head-->', () => head)
      .replace('<!--state-->', () => (page.body ? state + HOLD_CLICKS : state));
    return page.body ? html.replace('<div id="root"></div>', () => `<div id="root" data-ssr="1">${page.body}</div>`) : html;
  }
}

import { createHash } from 'node:crypto';

import { BANNER_DISMISSED_CLASS, BANNER_DISMISSED_KEY } from '../contract/site';

/**
 * The only inline scripts a page carries, as their exact text (what goes between `<script>` and
 * `</script>`): the HTML shell writes these strings and the Content-Security-Policy allows exactly them
 * by their SHA-256 hashes (pages are cached, so no per-request nonce). Anything else a page needs from
 * the server (the runtime config, the page data) travels as a non-executable JSON block.
 */

/**
 * In the head of a server-rendered page, so that it listens before the first button is even parsed. A button does nothing until React has
 * hydrated it (its handler comes with the script; a button in a lazily loaded section, such as the
 * Canada banner's, even later than the rest), so a click on a button not ready yet is held and made
 * again once it is: the page as a whole has hydrated (main.tsx sets data-hydrated on #root; the click
 * waits 50 ms more for the first effects, such as the header closing its menus on the first location)
 * and, for a button inside a lazily loaded section (`data-lazy-section`), that section has mounted (it
 * sets data-mounted on itself, useLazySectionMarker). A menu opened or a banner dismissed early still
 * works. A second click on a button whose click is held is dropped (it would undo the first). Links are
 * left alone: they work without the script. Clicks with a modifier key or another mouse button keep
 * their default. A held click is given up after 10 s.
 */
export const HOLD_CLICKS_SCRIPT =
  `(function(){function root(){return document.getElementById('root')}` +
  `function ready(el){var r=root();if(!r||r.dataset.hydrated!=='1')return false;var s=el.closest('[data-lazy-section]');return !s||s.getAttribute('data-mounted')==='1'}` +
  `document.addEventListener('click',function(e){` +
  `if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;` +
  `var r=root(),b=e.target&&e.target.closest&&e.target.closest('button,[role=button]');if(!b||!r||!r.contains(b)||ready(b))return;` +
  `e.preventDefault();e.stopPropagation();if(b.__held)return;b.__held=1;var t0=Date.now();` +
  `(function again(){if(!b.isConnected){b.__held=0;return}` +
  `if(ready(b))setTimeout(function(){b.__held=0;b.click()},50);` +
  `else if(Date.now()-t0<10000)setTimeout(again,50);else b.__held=0})()},true)})()`;

/** In the head of a page that shows the Canada banner: hides it before the first paint when dismissed. */
export const BANNER_DISMISSED_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(BANNER_DISMISSED_KEY)})==='1')document.documentElement.classList.add(${JSON.stringify(BANNER_DISMISSED_CLASS)})}catch(e){}`;

/** A CSP source allowing an inline script with exactly this text. */
export const cspScriptHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The script-src hashes of every inline script the shell writes (computed once, at start). */
export const INLINE_SCRIPT_HASHES: string[] = [HOLD_CLICKS_SCRIPT, BANNER_DISMISSED_SCRIPT].map(cspScriptHash);

/** Ids of the JSON data blocks the shell writes and client/src/lib/runtime-config.ts reads. */
export const CONFIG_BLOCK_ID = 'app-config';
export const INITIAL_DATA_BLOCK_ID = 'initial-data';

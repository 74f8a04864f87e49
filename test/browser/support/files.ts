import type { Page } from '@playwright/test';

import { simplePdf } from '../../../src/documents/seed/simple-pdf';

/** A small valid one-page PDF carrying `text` (the seed's one PDF writer), so each upload has different bytes. */
export const pdf = (text: string): Buffer => simplePdf(text, [{ text }]);

/** Drops a file on the upload zone the way a browser drag-and-drop does. */
export async function dropFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  await page.getByTestId('file-drop-zone').evaluate(
    (zone, [fileName, b64]) => {
      const bin = atob(b64);
      const data = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) data[i] = bin.charCodeAt(i);
      const dt = new DataTransfer();
      dt.items.add(new File([data], fileName, { type: 'application/pdf' }));
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    },
    [name, bytes.toString('base64')] as const,
  );
}

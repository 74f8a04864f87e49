import { useState } from 'react';
import Button from 'react-bootstrap/Button';

/** Copies a document's full public link (origin + /doccenter/{guid}) to the clipboard. */
export function CopyLinkButton(props: { url: string; label?: string; size?: 'sm' | 'lg' }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const full = new URL(props.url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(full);
    } catch {
      // Clipboard API unavailable (http, old browser): fall back to a hidden textarea.
      const ta = document.createElement('textarea');
      ta.value = full;
      document.body.appendChild(ta);
      ta.select();
      document.execCommand('copy');
      ta.remove();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Button
      size={props.size ?? 'sm'}
      variant="outline-primary"
      className="text-nowrap flex-shrink-0"
      onClick={() => void copy()}
      aria-label={copied ? 'Link copied' : (props.label ?? 'Copy link')}
    >
      {copied ? 'Copied!' : 'Copy link'}
    </Button>
  );
}

import { useEffect, useState } from 'react';

type FlagMap = Record<string, string>;
let flagsPromise: Promise<FlagMap> | null = null;
/** Flags are bundled SVGs (country-flag-icons), loaded once in their own chunk; no CDN. */
function loadFlags(): Promise<FlagMap> {
  flagsPromise ??= import(/* webpackChunkName: "flags" */ 'country-flag-icons/string/3x2').then((m) => m as unknown as FlagMap);
  return flagsPromise;
}

export function useFlags(): FlagMap | null {
  const [flags, setFlags] = useState<FlagMap | null>(null);
  useEffect(() => {
    let live = true;
    void loadFlags().then((f) => live && setFlags(f));
    return () => {
      live = false;
    };
  }, []);
  return flags;
}

/** A country's flag, or an empty box of the same size while the flags load. */
export function Flag({ iso, flags }: { iso: string; flags: FlagMap | null }) {
  const svg = flags?.[iso.toUpperCase()];
  return svg ? (
    <img className="phone-input__flag" src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt="" width={24} height={16} />
  ) : (
    <span className="phone-input__flag phone-input__flag--empty" aria-hidden="true" />
  );
}

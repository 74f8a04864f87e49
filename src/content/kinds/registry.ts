import type { ContentKind } from '../../contract/content';
import { registerPublicKind } from '../../contract/content-kinds';
import type { ContentKindDefinition } from './definition';
import { knowledgeCenter } from './knowledge-center';
import { pages } from './pages';
import { pressReleases } from './press-releases';
import { productLabels } from './product-labels';
import { products } from './products';

export type { ContentKindDefinition } from './definition';

/** The content-kind registry (server side): every built-in kind of src/contract/content-kinds/ has its entry here. */
const BUILT_IN: Record<ContentKind, ContentKindDefinition> = {
  'knowledge-center': knowledgeCenter,
  pages,
  'press-releases': pressReleases,
  products,
  'product-labels': productLabels,
};

const registry = new Map<string, ContentKindDefinition>(Object.entries(BUILT_IN));

/** The definition of a kind; throws for a kind nobody registered. */
export function kindDefinition(kind: string): ContentKindDefinition {
  const def = registry.get(kind);
  if (!def) throw new Error(`Unknown content kind ${kind}`);
  return def;
}

/** Every kind in registration order (built in first). */
export const contentKinds = (): ContentKindDefinition[] => [...registry.values()];

/** Adds a kind at run time (tests): the engine, the lookups and the shared part (public paths, sections) know it from then on. */
export function registerContentKind(def: ContentKindDefinition): void {
  registry.set(def.kind, def);
  registerPublicKind(def);
}

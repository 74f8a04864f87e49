/**
 * French elides « de » and « que » before a vowel: « les FDS d’AGROTAIN », not « de AGROTAIN ». A message says so
 * with a select on `<name>Elides`, which the formatters add for every text value (`yes` before a vowel sound).
 * A word starting with h is left alone: whether its h is silent depends on the word.
 */
const VOWEL = /^[\s«"“]*[aeiouyàâäéèêëîïôöùûüœæ]/i;

export const ELIDES_SUFFIX = 'Elides';

/** The values a message is formatted with, plus `<name>Elides: 'yes' | 'no'` for each text value. */
export function withElision<V>(values: Record<string, V> | undefined): Record<string, V | string> | undefined {
  if (!values) return values;
  const out: Record<string, V | string> = { ...values };
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string') out[name + ELIDES_SUFFIX] = VOWEL.test(value) ? 'yes' : 'no';
  return out;
}

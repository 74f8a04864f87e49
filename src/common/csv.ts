/**
 * Papa.unparse's `escapeFormulae: true` writes a cell starting =, +, -, @, tab or CR with a leading `'`, so a
 * spreadsheet shows it as text instead of running it. An import of the app's own export takes that `'` off.
 */
export const unescapeCsvFormula = (value: string): string => value.replace(/^'(?=[=+\-@\t\r])/, '');

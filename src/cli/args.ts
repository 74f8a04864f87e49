/** What `npm run cli -- …` was asked to do, or the usage error to print. */
export type ParsedArgs =
  | { command: 'help'; topic?: string }
  | { command: 'create-admin'; email: string; password?: string }
  | { command: 'migrate' }
  | { command: 'migrate:status' }
  | { command: 'export'; out: string }
  | { command: 'import'; in: string; force: boolean };

export class UsageError extends Error {}

const OPTIONS: Record<string, { values: string[]; flags: string[]; required: string[] }> = {
  'create-admin': { values: ['email', 'password'], flags: [], required: ['email'] },
  migrate: { values: [], flags: [], required: [] },
  'migrate:status': { values: [], flags: [], required: [] },
  export: { values: ['out'], flags: [], required: ['out'] },
  import: { values: ['in'], flags: ['force'], required: ['in'] },
};

export const COMMANDS = Object.keys(OPTIONS);

/** Parses `<command> [--name value | --name=value | --flag]…`; `--help` anywhere asks for help. */
export function parseArgs(argv: string[]): ParsedArgs {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') return { command: 'help', topic: command === 'help' ? rest[0] : undefined };
  const spec = OPTIONS[command];
  if (!spec) throw new UsageError(`Unknown command "${command}". Commands: ${COMMANDS.join(', ')} (see --help).`);
  if (rest.includes('--help') || rest.includes('-h')) return { command: 'help', topic: command };
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (let i = 0; i < rest.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/s.exec(rest[i]);
    if (!m) throw new UsageError(`Unexpected argument "${rest[i]}" for ${command}.`);
    const [, name, inline] = m;
    if (spec.flags.includes(name)) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value.`);
      flags.add(name);
    } else if (spec.values.includes(name)) {
      const value = inline ?? rest[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`--${name} needs a value.`);
      if (name in values) throw new UsageError(`--${name} is given twice.`);
      values[name] = value;
    } else throw new UsageError(`Unknown option --${name} for ${command}.`);
  }
  for (const name of spec.required) if (!values[name]) throw new UsageError(`${command} needs --${name}.`);
  switch (command) {
    case 'create-admin':
      return { command, email: values.email, ...(values.password !== undefined ? { password: values.password } : {}) };
    case 'export':
      return { command, out: values.out };
    case 'import':
      return { command, in: values.in, force: flags.has('force') };
    default:
      return { command: command as 'migrate' | 'migrate:status' };
  }
}

export default async function globalTeardown() {
  const server = (globalThis as Record<string, unknown>).__MARIADB__ as { stop(): Promise<void> } | undefined;
  if (server) await server.stop();
}

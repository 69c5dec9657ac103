// `npm run documents -- publish --client <name> --version <v> <manifest.json>` | `list` | `retire --client <name>
// --version <v>`: trusted documents per client, in the gateways' shared store (docs/api.md, "Persisted queries").
import { readFileSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DocumentRegistry, RegistryError } from './document-registry';
import { checkManifest, MANIFEST_LIMITS } from './manifest';
import { gatewaySchema, onTheGatewaysStore, runCommand } from './store-for-cli';

const USAGE = `usage:
  npm run documents -- publish --client <name> --version <version> <manifest.json>
  npm run documents -- list
  npm run documents -- retire --client <name> --version <version>
The manifest is Apollo's persisted-query manifest (format "apollo-persisted-query-manifest", version 1).
Needs REDIS_URL (and REDIS_KEY_PREFIX) as the gateways have them.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { client: { type: 'string' }, version: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command, file, ...rest] = positionals;
  if (values.help || !command || rest.length > 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const client = values.client?.trim().toLowerCase();
  const version = values.version?.trim().toLowerCase();
  if (command === 'publish') {
    if (!client || !version || !file) {
      console.error(USAGE);
      return 2;
    }
    // Read only a file of bounded size: the check's work is bounded before the file is.
    const size = statSync(file).size;
    if (size > MANIFEST_LIMITS.maxBytes) {
      console.error(`✖ refused: ${file} is ${size} bytes; a manifest is at most ${MANIFEST_LIMITS.maxBytes}`);
      return 1;
    }
    const checked = checkManifest(gatewaySchema(), readFileSync(file));
    if (!checked.ok) {
      console.error(`✖ refused, nothing stored: ${file}`);
      for (const problem of checked.problems) console.error(`  - ${problem}`);
      return 1;
    }
    return withRegistry(async (registry) => {
      await registry.publish(client, version, checked.operations);
      console.log(`published ${client} ${version}: ${checked.operations.length} operations`);
    });
  }
  if (command === 'retire') {
    if (!client || !version || file) {
      console.error(USAGE);
      return 2;
    }
    return withRegistry(async (registry) => {
      await registry.retire(client, version);
      console.log(`retired ${client} ${version}: its documents no longer run on any instance`);
    });
  }
  if (command === 'list' && !file)
    return withRegistry(async (registry) => {
      const clients = await registry.list();
      if (clients.length === 0) console.log('no client has published documents');
      for (const { name, versions } of clients) {
        console.log(name);
        for (const v of versions)
          console.log(`  ${v.version}  ${v.operations} operations  published ${v.publishedAt}`);
      }
    });
  console.error(USAGE);
  return 2;
}

async function withRegistry(work: (registry: DocumentRegistry) => Promise<void>): Promise<number> {
  return onTheGatewaysStore(async (store) => {
    try {
      await work(new DocumentRegistry(store.entries));
      return 0;
    } catch (err) {
      if (!(err instanceof RegistryError)) throw err;
      console.error(`✖ ${err.message}`);
      return 1;
    }
  });
}

await runCommand(main);

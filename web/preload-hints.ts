import type { Plugin, Rollup } from 'vite';

function chunkOf(
  bundle: Rollup.OutputBundle | undefined,
  moduleSuffix: string,
): Rollup.OutputChunk | undefined {
  for (const item of Object.values(bundle ?? {}))
    if (item.type === 'chunk' && item.facadeModuleId?.endsWith(moduleSuffix)) return item;
  return undefined;
}

/**
 * The Urdu catalogue is a lazy chunk (src/lib/catalogues.ts) with a content-hashed name. This puts its address in
 * `<meta name="learnify-catalogue-ur">` just before `lang.js`, which preloads it when Urdu is the remembered language,
 * so an Urdu reader's strings download alongside the entry instead of after it has run. The build fails if the
 * chunk cannot be found: a silent miss would cost every Urdu reader a round trip.
 */
export function urduCatalogueHint(): Plugin {
  return {
    name: 'learnify-urdu-catalogue-hint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = chunkOf(ctx.bundle, '/src/locales/ur/index.ts');
        if (!chunk)
          throw new Error('no chunk for src/locales/ur/index.ts: is the Urdu catalogue still lazy?');
        if (chunk.imports.length)
          throw new Error(`the Urdu catalogue chunk imports ${chunk.imports.join(', ')}`);
        const script = '<script src="/lang.js"></script>';
        if (!html.includes(script)) throw new Error('index.html no longer loads /lang.js');
        const meta = `<meta name="learnify-catalogue-ur" content="/${chunk.fileName}" />`;
        return html.replace(script, `${meta}\n    ${script}`);
      },
    },
  };
}

/**
 * React DOM is imported by the entry only after a server-rendered page has painted (src/main.tsx), so nothing
 * would fetch it before then. A modulepreload downloads it with the page without running it: ready when needed.
 */
export function preloadReactDom(): Plugin {
  return {
    name: 'learnify-preload-react-dom',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.name === 'react',
        );
        if (!chunk) throw new Error('no `react` chunk: see the chunk groups in vite.config.ts');
        // Not what the page already loads (the entry, whose runtime helpers the chunk imports).
        const files = [chunk.fileName, ...chunk.imports].filter((file) => !html.includes(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

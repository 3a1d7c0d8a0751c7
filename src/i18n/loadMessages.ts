import { asCatalog, type Catalog } from './catalog';
import type { AppLocale } from './locale';

/** Loads only the active locale's core catalog (one chunk per locale); features bring their own texts. */
export async function loadMessages(locale: AppLocale): Promise<Catalog> {
  switch (locale) {
    case 'en':
      return {
        ...(await import(/* webpackChunkName: "messages-en" */ './catalogs/core/en')).default,
      };
    case 'zh-CN':
      return {
        ...(await import(/* webpackChunkName: "messages-zh-CN" */ './catalogs/core/zh-CN')).default,
      };
    case 'es-MX':
    default:
      return {
        ...(await import(/* webpackChunkName: "messages-es-MX" */ './catalogs/core/es-MX')).default,
      };
  }
}

/**
 * One feature's texts in one locale (`messages/<locale>/<namespace>.json`, a small chunk of its own,
 * unnamed: the app's runtime, in its first load, then maps only the chunk's id to its file, no name),
 * loaded with the feature's route. The core namespaces are not among them, nor the other entries' (the
 * landing's and the website's). The developer namespaces (`devtools`, `bridge…`) are not in that set
 * either: the test page's and the bridge check page's texts load with their routes in devtools builds
 * only (CUOTA_DEVTOOLS); a production build drops the conditions and has neither their chunks nor their
 * names.
 */
export async function loadNamespace(locale: AppLocale, namespace: string): Promise<Catalog> {
  let module: unknown;
  if (process.env.CUOTA_DEVTOOLS === '1' && namespace === 'devtools') {
    // One import per locale (no lookup table in the first load for three rarely used chunks).
    if (locale === 'en')
      module = await import(
        /* webpackChunkName: "texts-en-devtools" */ './messages/en/devtools.json'
      );
    else if (locale === 'zh-CN')
      module = await import(
        /* webpackChunkName: "texts-zh-CN-devtools" */ './messages/zh-CN/devtools.json'
      );
    else
      module = await import(
        /* webpackChunkName: "texts-es-MX-devtools" */ './messages/es-MX/devtools.json'
      );
  } else if (process.env.CUOTA_DEVTOOLS === '1' && namespace === 'bridgeCheck') {
    // The bridge check page's texts (devtools builds only), as the test page's.
    if (locale === 'en')
      module = await import(
        /* webpackChunkName: "texts-en-bridgeCheck" */ './messages/en/bridgeCheck.json'
      );
    else if (locale === 'zh-CN')
      module = await import(
        /* webpackChunkName: "texts-zh-CN-bridgeCheck" */ './messages/zh-CN/bridgeCheck.json'
      );
    else
      module = await import(
        /* webpackChunkName: "texts-es-MX-bridgeCheck" */ './messages/es-MX/bridgeCheck.json'
      );
  } else {
    module = await import(
      /* webpackExclude: /(common|app|ui|promotion|site|devtools|bridge\w+)\.json$/ */
      `./messages/${locale}/${namespace}.json`
    );
  }
  return asCatalog(
    typeof module === 'object' && module !== null && 'default' in module ? module.default : module,
  );
}

/**
 * What a route calls before its page renders: adds the namespaces' texts of `locale` to `messages` (the
 * catalog the IntlProvider reads), each namespace once. A namespace that fails to load is retried on the
 * next route; its texts fall back to the messages' Spanish defaults meanwhile.
 */
export function createTextLoader(
  locale: AppLocale,
  messages: Catalog,
  load: typeof loadNamespace = loadNamespace,
) {
  const loaded = new Map<string, Promise<void>>();
  return function ensureTexts(namespaces: readonly string[]): Promise<void> {
    return Promise.all(
      namespaces.map((namespace) => {
        const known = loaded.get(namespace);
        if (known) return known;
        const pending = load(locale, namespace).then(
          (table) => void Object.assign(messages, table),
          () => void loaded.delete(namespace),
        );
        loaded.set(namespace, pending);
        return pending;
      }),
    ).then(() => undefined);
  };
}

export type TextLoader = ReturnType<typeof createTextLoader>;

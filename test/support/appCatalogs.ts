import fs from 'node:fs';
import path from 'node:path';
import type { AppLocale } from '../../src/i18n/locale';

/**
 * Every text of the borrower app in one catalog per locale, for tests: the core catalog's namespaces
 * and every feature's, read from src/i18n/messages/<locale>/ as they are on disk, so a new feature's
 * texts are here without a list to edit. The app itself loads the core catalog at boot and each
 * feature's namespace with its route (src/i18n/loadMessages.ts). Under Jest the texts are plain strings
 * (builds compile them).
 */

const MESSAGES = path.resolve(__dirname, '../../src/i18n/messages');
/** The landing's and the website's texts: catalogs of their own (src/i18n/catalogs/promotion, site). */
const OTHER_APPS = new Set(['promotion', 'site']);
/** The developer pages' texts (src/qa): only where the tests run as a devtools build (CUOTA_DEVTOOLS=1). */
const QA_PAGES = new Set(['devtools', 'bridgeCheck']);

function appCatalog(locale: AppLocale): Record<string, string> {
  const withQa = process.env.CUOTA_DEVTOOLS === '1';
  const dir = path.join(MESSAGES, locale);
  const texts: Record<string, string> = {};
  for (const file of fs.readdirSync(dir).sort()) {
    const namespace = file.replace(/\.json$/, '');
    if (namespace === file || OTHER_APPS.has(namespace)) continue;
    if (QA_PAGES.has(namespace) && !withQa) continue;
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null)
      throw new Error(`${locale}/${file}: no texts`);
    for (const [id, text] of Object.entries(parsed)) {
      if (typeof text !== 'string') throw new Error(`${locale}/${file}: ${id} is not a text`);
      texts[id] = text;
    }
  }
  return texts;
}

export const esMX = appCatalog('es-MX');
export const en = appCatalog('en');
export const zhCN = appCatalog('zh-CN');

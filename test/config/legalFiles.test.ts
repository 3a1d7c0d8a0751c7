import { resolveBrand } from '../../src/config/brand';
import { parseLegalFiles } from '../../src/config/legalFiles';
import { legalFileUrl } from '../../src/features/legalDocs/documents/deploymentFile';
import { suppliedLanguages } from '../../src/features/legalDocs/documents/source';
import { parseRuntimeBrand } from '../../src/config/runtimeBrand';

describe("config.js's legal: the documents a deployment supplies", () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ privacy: ['es', 'en'] }, 'privacy.en,privacy.es'],
    [{ loanTerms: ['en'], privacy: ['es'] }, 'loanTerms.en,privacy.es'],
  ])('%p -> %p, without a console error', (value, files) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseLegalFiles(value)).toBe(files);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it.each([
    ['a list', ['privacy'], ''],
    ['a text', 'privacy', ''],
    ['an unknown slot', { terms: ['en'], privacy: ['en'] }, 'privacy.en'],
    ['an unknown language', { privacy: ['fr', 'es'] }, 'privacy.es'],
    ['a language that is not a list', { privacy: 'es' }, ''],
  ])('%s keeps what is right and says so once per configuration', (_name, value, files) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const holder = { legal: value };
    expect(parseLegalFiles(value, holder)).toBe(files);
    expect(parseLegalFiles(value, holder)).toBe(files);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('reaches the brand from the top level of config.js; brand.legalFiles as text is ignored', () => {
    expect(parseRuntimeBrand({ legal: { privacy: ['en'] } })).toEqual({ legalFiles: 'privacy.en' });
    expect(parseRuntimeBrand({ brand: { legalFiles: 'privacy.es' } })).toBeUndefined();
    expect(resolveBrand(parseRuntimeBrand({ legal: { loanTerms: ['es'] } })).legalFiles).toBe(
      'loanTerms.es',
    );
    expect(resolveBrand(undefined).legalFiles).toBe('');
  });

  it('names the supplied languages of a slot and the files next to config.js', () => {
    expect(suppliedLanguages('loanTerms.en,privacy.en,privacy.es', 'privacy')).toEqual([
      'es',
      'en',
    ]);
    expect(suppliedLanguages('privacy.en', 'loanTerms')).toEqual([]);
    expect(legalFileUrl('loanTerms', 'en')).toBe('/legal/loanTerms.en.md');
  });
});

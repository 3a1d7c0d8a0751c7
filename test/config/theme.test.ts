import {
  AA_CONTRAST,
  applyTheme,
  contrast,
  darkenFor,
  parseHexColour,
  themeFor,
} from '../../src/config/theme';

const WHITE = '#ffffff';

function freshDocument(withMeta = true) {
  const doc = document.implementation.createHTMLDocument('t');
  if (withMeta) {
    const meta = doc.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#4B66E4';
    doc.head.appendChild(meta);
  }
  return doc;
}
const metaOf = (doc: Document) =>
  doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;
const variable = (doc: Document, name: string) => doc.documentElement.style.getPropertyValue(name);

describe('parseHexColour', () => {
  it.each([
    ['#4B66E4', '#4b66e4'],
    [' #0a7 ', '#00aa77'],
    ['#FFF', '#ffffff'],
  ])('%j -> %j', (raw, hex) => expect(parseHexColour(raw)).toBe(hex));

  it.each(['red', '4b66e4', '#12345', '#1234567', '#ggg', '', 'rgb(0,0,0)', 5, null, '#fff;x'])(
    'refuses %j',
    (raw) => expect(parseHexColour(raw)).toBeNull(),
  );
});

describe('themeFor: white text on the colour reaches WCAG AA', () => {
  it('keeps a colour that already reads (the spec default: about 4.9:1)', () => {
    const theme = themeFor('#4B66E4');
    expect(theme).toMatchObject({ primary: '#4b66e4', darkened: false });
    expect(contrast(WHITE, '#4b66e4')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it.each(['#ffd700', '#00ff00', '#8fb8ff', '#ffffff', '#f80'])(
    'darkens %s until white text reads on it, keeping its hue',
    (colour) => {
      const theme = themeFor(colour);
      expect(theme?.darkened).toBe(true);
      const primary = theme?.primary ?? '';
      expect(contrast(WHITE, primary)).toBeGreaterThanOrEqual(AA_CONTRAST);
      // Darkened no further than needed: 2% less would miss AA.
      expect(contrast(WHITE, primary)).toBeLessThan(AA_CONTRAST + 1);
    },
  );

  it('the dark shade reads on white, the page background and the soft panel', () => {
    for (const colour of ['#4B66E4', '#ffd700', '#0a7', '#000000']) {
      const theme = themeFor(colour);
      if (!theme) throw new Error('no theme');
      for (const bg of [WHITE, '#f3f4f6', theme.primarySoft]) {
        expect(contrast(theme.primaryDark, bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    }
  });

  it('darkenFor stops at black at worst (backgrounds no colour can meet)', () => {
    expect(darkenFor('#ffffff', ['#ffffff', '#222222'])).toBe('#000000');
    expect(darkenFor('#4b66e4', [WHITE])).toBe('#4b66e4');
  });

  it('refuses what is not a hex colour', () => {
    expect(themeFor('blue')).toBeNull();
  });
});

describe('applyTheme at boot', () => {
  it('sets the primary variables on the root and the theme-color meta', () => {
    const doc = freshDocument();
    const theme = applyTheme(doc, '#0a7');
    expect(theme?.darkened).toBe(true);
    expect(variable(doc, '--color-primary')).toBe(theme?.primary);
    expect(variable(doc, '--color-primary-dark')).toBe(theme?.primaryDark);
    expect(variable(doc, '--color-primary-soft')).toBe(theme?.primarySoft);
    expect(metaOf(doc)).toBe(theme?.primary);
  });

  it('adds the meta when the page has none', () => {
    const doc = freshDocument(false);
    applyTheme(doc, '#123456');
    expect(metaOf(doc)).toBe('#123456');
  });

  it("the build's own colour leaves theme.css alone", () => {
    const doc = freshDocument();
    applyTheme(doc, '#4b66e4');
    expect(variable(doc, '--color-primary')).toBe('');
    expect(metaOf(doc)).toBe('#4B66E4');
  });

  it('a value that is not a hex colour is refused with a warning; nothing changes', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const doc = freshDocument();
    expect(applyTheme(doc, 'url(javascript:x)')).toBeNull();
    expect(variable(doc, '--color-primary')).toBe('');
    expect(metaOf(doc)).toBe('#4B66E4');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

/** @jest-environment node */
import { renderSitePage } from '../../src/site/sitePrerender';

/** What a search engine and a first paint get with no script: the section's whole content, in Spanish. */
describe('website prerender', () => {
  it.each([
    ['/', 'Cuota: préstamos personales en línea', 'Préstamos personales, rápidos y claros'],
    ['/About', 'Acerca de nosotros | Cuota', 'Acerca de nosotros'],
    ['/Policy', 'Política de privacidad | Cuota', 'Política de privacidad'],
    ['/Loan', 'Términos y condiciones del préstamo | Cuota', 'Términos y condiciones del préstamo'],
    ['/Contact', 'Contacto | Cuota', 'Contáctenos'],
    ['/User', 'Usuarios | Cuota', 'Área de usuarios'],
  ])('%s: title, description and heading in es-MX', async (path, title, h1) => {
    const page = await renderSitePage(path);
    expect(page.lang).toBe('es-MX');
    expect(page.title).toBe(title);
    expect(page.description.length).toBeGreaterThan(20);
    expect(page.body).toContain(`class="site-title">${h1}</h1>`);
    // No inline script (the CSP forbids them) and no outlined boundary waiting for one.
    expect(page.body).not.toMatch(/<script|<template/);
  });

  it('holds the whole legal documents, not their loading skeleton', async () => {
    for (const [path, words] of [
      ['/Policy', ['30 días', '20 días', '15 días hábiles', 'mexican']],
    ] as const) {
      const { body } = await renderSitePage(path);
      expect(body).toContain('<!--$-->');
      expect(body).not.toContain('<!--$?-->');
      expect(body).not.toContain('skeleton');
      for (const word of words) expect(body.toLowerCase()).toContain(word.toLowerCase());
    }
  });

  it('publishes the build market’s documents only: Mexico has no loan terms tab or text', async () => {
    const { body } = await renderSitePage('/Loan');
    expect(body).toContain('Este documento no aplica en tu país.');
    expect(body).not.toMatch(/Rs\.|\b365\b|Governing law|Ley aplicable/);
    for (const path of ['/', '/About', '/Policy', '/Loan']) {
      const page = await renderSitePage(path);
      expect(page.body).toContain('data-nav="2"');
      expect(page.body).not.toContain('data-nav="3"');
    }
  });

  it('shows Home at an unknown path', async () => {
    expect((await renderSitePage('/nope')).body).toContain(
      'Préstamos personales, rápidos y claros',
    );
  });
});

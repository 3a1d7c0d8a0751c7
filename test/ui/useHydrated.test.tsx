import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '../../src/ui/useHydrated';

// React's act() outside Testing Library.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'query' : 'skeleton'}</p>;
}

describe('useHydrated', () => {
  beforeEach(() => {
    seen.length = 0;
  });

  it('is false while prerendering', () => {
    expect(renderToString(<Probe />)).toBe('<p>skeleton</p>');
  });

  it('is false while hydrating (the markup matches), then true', async () => {
    const container = document.createElement('div');
    const parsed = new DOMParser().parseFromString(renderToString(<Probe />), 'text/html');
    container.append(...parsed.body.childNodes);
    const node = container.firstChild;
    seen.length = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(errors).toEqual([]);
    expect(container.firstChild).toBe(node);
    expect(container.textContent).toBe('query');
  });

  it('is true from the first render of a page rendered afresh', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(seen).not.toContain(false);
    expect(container.textContent).toBe('query');
  });
});

import { slotDefinitions } from '@hanpan/core/casino/slots/definitions';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SlotSymbol, symbolArt } from './slot-symbol.tsx';

const everySymbol = Object.values(slotDefinitions).flatMap((definition) =>
  definition.symbols.map((symbol) => [definition.name, symbol.id, symbol.name, symbol.role] as const),
);

describe('slot symbol illustrations', () => {
  it.each(
    everySymbol,
  )('when %s shows %s, then it is drawn (SVG shapes, no raster) and named %s', (_slot, id, name) => {
    expect(symbolArt[id], `no drawing for ${id}`).toBeTypeOf('function');
    const markup = renderToStaticMarkup(
      createElement('svg', null, createElement(SlotSymbol, { id, name, x: 0, y: 0 })),
    );
    expect(markup).toContain(`aria-label="${name}"`);
    expect(markup).toContain(`<title>${name}</title>`);
    expect(renderToStaticMarkup(createElement('svg', null, createElement(symbolArt[id]!)))).toMatch(
      /<(path|circle|ellipse|polygon|rect)\b/,
    );
    expect(markup).not.toMatch(/<image\b|data:image|\.png/);
    // The drawing is the symbol, not its name written in a shape.
    expect(markup.replace(/<title>.*?<\/title>/, '')).not.toContain(`>${name}<`);
  });

  it.each(
    everySymbol.filter(([, , , role]) => role !== 'regular'),
  )('when %s shows its special %s, then its ribbon says WILD or SCATTER', (_slot, id, name, role) => {
    const markup = renderToStaticMarkup(
      createElement('svg', null, createElement(SlotSymbol, { id, name, x: 0, y: 0 })),
    );
    expect(markup).toContain(role === 'wild' ? '>WILD<' : '>SCATTER<');
  });

  it('when an id has no drawing, then its name is written instead of a blank tile', () => {
    const markup = renderToStaticMarkup(
      createElement('svg', null, createElement(SlotSymbol, { id: 'mystery', name: '미스터리', x: 0, y: 0 })),
    );
    expect(markup).toContain('>미스터리</text>');
  });
});
